package xdrive

import (
	"encoding/json"
	"os"
	"path/filepath"
)

// SpeedInstant is the settings' fastest animation speed (scenes/settings.go): the CPUs' moves
// of a whole game would take many minutes at normal speed.
const SpeedInstant = 3

// WriteSettings starts the app whose XDG_CONFIG_HOME is cfg at the given animation speed.
func WriteSettings(cfg string, speed int) error {
	data, err := json.Marshal(map[string]any{"speed": speed})
	if err != nil {
		return err
	}
	dir := filepath.Join(cfg, "zashiki")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "settings.json"), data, 0o644)
}
