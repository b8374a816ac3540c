package chaos
import ("testing";"fmt")
func TestPrintCards(t *testing.T){ for _,c:=range []int{2,55,26,5,15,3,49,24,58}{ d:=Cards[c]; fmt.Println(c,d.Key,d.Cats.Name(),d.Value) } }
