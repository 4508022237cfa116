# Sourced by the scripts that check pictures. Needs python3 (standard library only).

png_size() {
  # png_size <file>: prints WxH from the PNG header; fails on a file that is not a PNG
  python3 - "$1" <<'PY'
import struct, sys
with open(sys.argv[1], "rb") as f:
    head = f.read(24)
if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
    sys.exit("not a PNG: " + sys.argv[1])
print("%dx%d" % struct.unpack(">II", head[16:24]))
PY
}
