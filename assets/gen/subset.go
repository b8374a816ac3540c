package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// subsetFont cuts a TrueType font (glyf outlines) down to the glyphs of runes, for the
// embedded copy: only the outlines of those glyphs are kept and the character map lists only
// those runes, so a character left out maps to glyph 0 (.notdef) and a test can tell.
//
// Glyph numbers are kept as they are (the outlines of the other glyphs are emptied, not
// removed), so the tables that refer to glyphs by number stay valid without being rewritten:
// advance widths (hmtx) and the kerning the text drawer reads (GPOS). What no part of the
// game reads is dropped: vertical metrics, substitutions (there is no shaper), hinting
// programs (the rasteriser ignores them) and the font editor's own tables. Go has no
// standalone TrueType subsetter (the ones in PDF libraries write fonts without a character
// map), hence this.
func subsetFont(ttf []byte, runes []rune) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	tables, err := readTables(ttf)
	if err != nil {
		return nil, err
	}
	for _, tag := range []string{"head", "maxp", "loca", "glyf", "cmap", "hhea", "hmtx"} {
		if tables[tag] == nil {
			return nil, fmt.Errorf("font has no %s table (only TrueType outlines are supported)", tag)
		}
	}
	head, maxp := tables["head"], tables["maxp"]
	numGlyphs := int(binary.BigEndian.Uint16(maxp[4:]))
	loca, err := readLoca(tables["loca"], int16(binary.BigEndian.Uint16(head[50:])), numGlyphs)
	if err != nil {
		return nil, err
	}
	glyf := tables["glyf"]

	// The glyphs to keep: .notdef, each rune's glyph, and the parts of composite glyphs.
	var buf sfnt.Buffer
	keep := map[int]bool{0: true}
	cmap := map[rune]uint16{}
	for _, r := range runes {
		g, err := f.GlyphIndex(&buf, r)
		if err != nil {
			return nil, err
		}
		if g == 0 {
			continue // the font has no glyph for r; the caller reports what matters
		}
		cmap[r] = uint16(g)
		keep[int(g)] = true
	}
	queue := make([]int, 0, len(keep))
	for g := range keep {
		queue = append(queue, g)
	}
	for len(queue) > 0 {
		g := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		parts, err := components(glyf[loca[g]:loca[g+1]])
		if err != nil {
			return nil, fmt.Errorf("glyph %d: %v", g, err)
		}
		for _, p := range parts {
			if p >= numGlyphs {
				return nil, fmt.Errorf("glyph %d refers to glyph %d of %d", g, p, numGlyphs)
			}
			if !keep[p] {
				keep[p] = true
				queue = append(queue, p)
			}
		}
	}

	// glyf and loca: the kept outlines, each padded to 4 bytes; an emptied glyph has length 0.
	var newGlyf []byte
	newLoca := make([]byte, 4*(numGlyphs+1))
	for g := 0; g < numGlyphs; g++ {
		binary.BigEndian.PutUint32(newLoca[4*g:], uint32(len(newGlyf)))
		if keep[g] {
			newGlyf = append(newGlyf, glyf[loca[g]:loca[g+1]]...)
			newGlyf = pad4(newGlyf)
		}
	}
	binary.BigEndian.PutUint32(newLoca[4*numGlyphs:], uint32(len(newGlyf)))
	newCmap, err := buildCmap(cmap)
	if err != nil {
		return nil, err
	}
	newHead := slices.Clone(head)
	binary.BigEndian.PutUint16(newHead[50:], 1) // indexToLocFormat: long offsets

	out := map[string][]byte{
		"glyf": newGlyf, "loca": newLoca, "cmap": newCmap, "head": newHead,
		"maxp": maxp, "hhea": tables["hhea"], "hmtx": tables["hmtx"],
	}
	for _, tag := range []string{"OS/2", "name", "post", "GPOS", "GDEF", "kern", "gasp"} {
		if t := tables[tag]; t != nil {
			out[tag] = t
		}
	}
	if t := out["post"]; len(t) >= 32 && binary.BigEndian.Uint32(t) == 0x00020000 {
		// Glyph names (post version 2) would list every glyph: keep the header, as version 3.
		t = slices.Clone(t[:32])
		binary.BigEndian.PutUint32(t, 0x00030000)
		out["post"] = t
	}
	return writeSfnt(out), nil
}

// readTables returns the font's tables by tag.
func readTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("font too short")
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("font directory truncated")
	}
	tables := map[string][]byte{}
	for i := 0; i < n; i++ {
		rec := ttf[12+16*i:]
		off, length := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(length) > uint64(len(ttf)) {
			return nil, fmt.Errorf("table %q runs past the end of the font", rec[:4])
		}
		tables[string(rec[:4])] = ttf[off : off+length]
	}
	return tables, nil
}

// readLoca returns the numGlyphs+1 glyph offsets into glyf.
func readLoca(loca []byte, format int16, numGlyphs int) ([]uint32, error) {
	out := make([]uint32, numGlyphs+1)
	for i := range out {
		switch {
		case format == 0 && len(loca) >= 2*(i+1):
			out[i] = 2 * uint32(binary.BigEndian.Uint16(loca[2*i:]))
		case format == 1 && len(loca) >= 4*(i+1):
			out[i] = binary.BigEndian.Uint32(loca[4*i:])
		default:
			return nil, errors.New("loca table too short or of an unknown format")
		}
		if i > 0 && out[i] < out[i-1] {
			return nil, fmt.Errorf("loca goes backwards at glyph %d", i)
		}
	}
	return out, nil
}

// Composite glyph flags (OpenType glyf table).
const (
	argsAreWords  = 0x0001
	haveScale     = 0x0008
	moreParts     = 0x0020
	haveXYScale   = 0x0040
	haveTwoByTwo  = 0x0080
	compositeHead = 10 // numberOfContours and the bounding box
)

// components lists the glyphs a composite glyph is built from (none for a simple glyph).
func components(g []byte) ([]int, error) {
	if len(g) < compositeHead || int16(binary.BigEndian.Uint16(g)) >= 0 {
		return nil, nil
	}
	var out []int
	p := g[compositeHead:]
	for {
		if len(p) < 4 {
			return nil, errors.New("composite glyph truncated")
		}
		flags := binary.BigEndian.Uint16(p)
		out = append(out, int(binary.BigEndian.Uint16(p[2:])))
		n := 4 + 2
		if flags&argsAreWords != 0 {
			n = 4 + 4
		}
		switch {
		case flags&haveScale != 0:
			n += 2
		case flags&haveXYScale != 0:
			n += 4
		case flags&haveTwoByTwo != 0:
			n += 8
		}
		if len(p) < n {
			return nil, errors.New("composite glyph truncated")
		}
		p = p[n:]
		if flags&moreParts == 0 {
			return out, nil
		}
	}
}

// buildCmap writes a character map with one format 4 subtable (Windows, Unicode BMP), and a
// format 12 one as well when a rune lies beyond the BMP.
func buildCmap(m map[rune]uint16) ([]byte, error) {
	runes := make([]rune, 0, len(m))
	for r := range m {
		runes = append(runes, r)
	}
	slices.Sort(runes)
	bmp := runes
	for i, r := range runes {
		if r > 0xffff {
			bmp = runes[:i]
			break
		}
	}
	f4, err := cmapFormat4(bmp, m)
	if err != nil {
		return nil, err
	}
	subtables := [][]byte{f4}
	encodings := []uint16{1}
	if len(bmp) < len(runes) {
		subtables = append(subtables, cmapFormat12(runes, m))
		encodings = append(encodings, 10)
	}
	out := be16(nil, 0, uint16(len(subtables)))
	off := 4 + 8*len(subtables)
	for i, s := range subtables {
		out = be16(out, 3, encodings[i])
		out = be32(out, uint32(off))
		off += len(s)
	}
	for _, s := range subtables {
		out = append(out, s...)
	}
	return out, nil
}

// cmapFormat4 maps runs of consecutive runes; a run whose glyphs are consecutive too is one
// delta, any other run lists its glyphs.
func cmapFormat4(runes []rune, m map[rune]uint16) ([]byte, error) {
	type seg struct{ start, end rune }
	var segs []seg
	for _, r := range runes {
		if r == 0xffff {
			continue
		}
		if n := len(segs); n > 0 && segs[n-1].end+1 == r {
			segs[n-1].end = r
		} else {
			segs = append(segs, seg{r, r})
		}
	}
	segs = append(segs, seg{0xffff, 0xffff}) // the required last segment
	n := len(segs)
	ends, starts, deltas, offsets := make([]byte, 0, 2*n), make([]byte, 0, 2*n), make([]byte, 0, 2*n), make([]byte, 0, 2*n)
	var glyphs []byte
	for i, s := range segs {
		ends, starts = be16(ends, uint16(s.end)), be16(starts, uint16(s.start))
		linear := true
		for r := s.start; r <= s.end && s.start != 0xffff; r++ {
			if int(m[r])-int(r) != int(m[s.start])-int(s.start) {
				linear = false
				break
			}
		}
		if s.start == 0xffff {
			deltas, offsets = be16(deltas, 1), be16(offsets, 0)
			continue
		}
		if linear {
			deltas, offsets = be16(deltas, uint16(int(m[s.start])-int(s.start))), be16(offsets, 0)
			continue
		}
		// idRangeOffset counts bytes from this entry of the offsets array to the glyph list.
		off := 2*(n-i) + len(glyphs)
		if off > 0xffff {
			return nil, errors.New("cmap format 4 glyph list too long")
		}
		deltas, offsets = be16(deltas, 0), be16(offsets, uint16(off))
		for r := s.start; r <= s.end; r++ {
			glyphs = be16(glyphs, m[r])
		}
	}
	searchRange, entrySelector := 2, 0
	for searchRange*2 <= 2*n {
		searchRange *= 2
		entrySelector++
	}
	length := 16 + 8*n + len(glyphs)
	if length > 0xffff {
		return nil, errors.New("cmap format 4 subtable too long")
	}
	out := be16(nil, 4, uint16(length), 0, uint16(2*n), uint16(searchRange), uint16(entrySelector), uint16(2*n-searchRange))
	out = append(out, ends...)
	out = be16(out, 0) // reservedPad
	out = append(out, starts...)
	out = append(out, deltas...)
	out = append(out, offsets...)
	return append(out, glyphs...), nil
}

// cmapFormat12 maps every rune in groups of consecutive runes with consecutive glyphs.
func cmapFormat12(runes []rune, m map[rune]uint16) []byte {
	type group struct {
		start, end rune
		glyph      uint16
	}
	var groups []group
	for _, r := range runes {
		if n := len(groups); n > 0 && groups[n-1].end+1 == r && rune(groups[n-1].glyph)+r-groups[n-1].start == rune(m[r]) {
			groups[n-1].end = r
		} else {
			groups = append(groups, group{r, r, m[r]})
		}
	}
	out := be16(nil, 12, 0)
	out = be32(out, uint32(16+12*len(groups)), 0, uint32(len(groups)))
	for _, g := range groups {
		out = be32(out, uint32(g.start), uint32(g.end), uint32(g.glyph))
	}
	return out
}

// writeSfnt lays out an sfnt file: the directory sorted by tag, each table 4-byte aligned,
// the checksums and head's checkSumAdjustment filled in.
func writeSfnt(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	slices.Sort(tags)
	n := len(tags)
	searchRange, entrySelector := 1, 0
	for searchRange*2 <= n {
		searchRange *= 2
		entrySelector++
	}
	out := be32(nil, 0x00010000)
	out = be16(out, uint16(n), uint16(16*searchRange), uint16(entrySelector), uint16(16*(n-searchRange)))
	off := 12 + 16*n
	headAt := -1
	for _, t := range tags {
		data := tables[t]
		if t == "head" {
			data = slices.Clone(data)
			binary.BigEndian.PutUint32(data[8:], 0) // checkSumAdjustment is summed as 0
			tables[t] = data
		}
		out = append(out, t...)
		out = be32(out, checksum(data), uint32(off), uint32(len(data)))
		off += (len(data) + 3) &^ 3
	}
	for _, t := range tags {
		if t == "head" {
			headAt = len(out)
		}
		out = pad4(append(out, tables[t]...))
	}
	if headAt >= 0 {
		binary.BigEndian.PutUint32(out[headAt+8:], 0xb1b0afba-checksum(out))
	}
	return out
}

// checksum sums a table as big-endian 32-bit words, the last one padded with zeros.
func checksum(b []byte) uint32 {
	var sum uint32
	for len(b) >= 4 {
		sum += binary.BigEndian.Uint32(b)
		b = b[4:]
	}
	var last [4]byte
	copy(last[:], b)
	return sum + binary.BigEndian.Uint32(last[:])
}

func pad4(b []byte) []byte {
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	return b
}

func be16(b []byte, vs ...uint16) []byte {
	for _, v := range vs {
		b = binary.BigEndian.AppendUint16(b, v)
	}
	return b
}

func be32(b []byte, vs ...uint32) []byte {
	for _, v := range vs {
		b = binary.BigEndian.AppendUint32(b, v)
	}
	return b
}
