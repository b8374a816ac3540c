package locke

import (
	"testing"

	"zashiki/scenes/ui/uitest"
)

// The tests measure and draw text: they run inside a game loop, under Xvfb.
func TestMain(m *testing.M) { uitest.Main(m) }
