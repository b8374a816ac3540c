package store

import (
	"encoding/json"
	"errors"

	"zashiki/save"
)

// ReplaysBlob is where the replay library is kept.
const ReplaysBlob = "replays.json"

// KeepReplays is how many finished games the library keeps: a long 超人ロック game is some
// 40 kB of steps, so the library stays well inside the browser's storage.
const KeepReplays = 20

// Replays is the library of the last finished games, newest first.
type Replays struct {
	Games []save.Replay `json:"games"`
}

// Add keeps a finished game as the newest, forgetting the oldest beyond KeepReplays.
func (l *Replays) Add(r save.Replay) {
	l.Games = append([]save.Replay{r}, l.Games...)
	if len(l.Games) > KeepReplays {
		l.Games = l.Games[:KeepReplays]
	}
}

// Encode is the library as its blob.
func (l Replays) Encode() []byte {
	data, _ := json.Marshal(l)
	return data
}

// LoadReplays reads the library from st; none yet is an empty library. A blob that cannot be
// read is set aside (kept, never deleted) and the library starts afresh: the error says why.
// An entry is not checked against the rules here: a replay is played through them when it
// is opened (save.Open), and refused then if it does not replay.
func LoadReplays(st Store) (Replays, error) {
	data, ok, err := st.Load(ReplaysBlob)
	if err != nil || !ok {
		return Replays{}, err
	}
	var l Replays
	err = json.Unmarshal(data, &l)
	for i := 0; err == nil && i < len(l.Games); i++ {
		err = l.Games[i].Bounded() // the list names the seats before any replay is opened
	}
	if err != nil {
		_, aside := st.SetAside(ReplaysBlob)
		return Replays{}, errors.Join(err, aside)
	}
	if len(l.Games) > KeepReplays {
		l.Games = l.Games[:KeepReplays]
	}
	return l, nil
}
