# Sourced by a click test's script (build/locke-clicks.sh, build/online-clicks.sh) from the
# repository's root: `source build/xdrive/prepare.sh DRIVER OUT` installs what the test needs
# (Xvfb, xdotool, xwd), builds the app as out/zashiki and the driver build/DRIVER as
# out/DRIVER, and empties the screenshots' and logs' folder out/OUT.
bash build/deps.sh
mkdir -p out
rm -rf "out/$2"
go build -o out/zashiki .
go build -o "out/$1" "./build/$1"
