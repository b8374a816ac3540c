package xdrive

import (
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/bits"
	"os"
)

// The screen is captured with xwd (x11-apps), whose X Window Dump is turned into a PNG here:
// a ZPixmap of 24 or 32 bits per pixel, the only kind a TrueColor Xvfb screen gives.

// xwdToPNG writes the dump as a PNG and says how many colours it has (up to 64 counted).
func xwdToPNG(data []byte, path string) (int, error) {
	img, err := decodeXWD(data)
	if err != nil {
		return 0, err
	}
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	// The fastest compression: a guided game takes dozens of these beside three apps.
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return 0, err
	}
	return colours(img, 64), f.Close()
}

// colours counts the distinct colours of img, stopping at most.
func colours(img *image.RGBA, most int) int {
	seen := map[color.RGBA]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			seen[img.RGBAAt(x, y)] = true
			if len(seen) >= most {
				return most
			}
		}
	}
	return len(seen)
}

// decodeXWD reads an X Window Dump (version 7): a header of 25 big-endian words, the window
// name, the colour map, then the pixels row by row.
func decodeXWD(data []byte) (*image.RGBA, error) {
	if len(data) < 100 {
		return nil, fmt.Errorf("xwd: %d bytes is no dump", len(data))
	}
	h := make([]uint32, 25)
	for i := range h {
		h[i] = binary.BigEndian.Uint32(data[4*i:])
	}
	headerSize, version, format := h[0], h[1], h[2]
	w, hgt := int(h[4]), int(h[5])
	byteOrder, bpp, stride := h[7], int(h[11]), int(h[12])
	rMask, gMask, bMask := h[14], h[15], h[16]
	ncolors := int(h[19])
	if version != 7 || format != 2 || (bpp != 32 && bpp != 24) {
		return nil, fmt.Errorf("xwd: version %d, format %d, %d bits per pixel not read", version, format, bpp)
	}
	off := int(headerSize) + 12*ncolors
	if off+stride*hgt > len(data) {
		return nil, fmt.Errorf("xwd: %d bytes, want %d", len(data), off+stride*hgt)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, hgt))
	step := bpp / 8
	for y := range hgt {
		row := data[off+y*stride:]
		for x := range w {
			p := row[x*step : x*step+step]
			var v uint32
			for i := range step {
				if byteOrder == 0 { // LSBFirst
					v |= uint32(p[i]) << (8 * i)
				} else {
					v = v<<8 | uint32(p[i])
				}
			}
			img.SetRGBA(x, y, color.RGBA{channel(v, rMask), channel(v, gMask), channel(v, bMask), 0xff})
		}
	}
	return img, nil
}

// channel is the 8-bit value of the bits of v under mask.
func channel(v, mask uint32) uint8 {
	if mask == 0 {
		return 0
	}
	c := (v & mask) >> bits.TrailingZeros32(mask)
	width := bits.OnesCount32(mask)
	if width >= 8 {
		return uint8(c >> (width - 8))
	}
	return uint8(c << (8 - width))
}
