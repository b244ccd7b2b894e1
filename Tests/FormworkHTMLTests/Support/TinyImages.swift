import Foundation

/// Tiny real image files for the upload tests, made by ``program`` (Python's `zlib` and
/// `struct`): each decodes with an image library (checked with Pillow when they were made), and
/// `TinyImageTests` checks that the program still makes exactly these bytes.
enum TinyImages {
  /// A PNG of 3 × 2 red pixels.
  static let png3x2 =
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGM4IScHQQxwFgBBAAYZPEVBlgAAAABJRU5ErkJggg=="
    ) ?? Data()
  /// A GIF89a of 5 × 4 pixels.
  static let gif5x4 =
    Data(base64Encoded: "R0lGODlhBQAEAIAAAB5QoP///ywAAAAABQAEAAACDAQIECBAgAABAgQIsAA7") ?? Data()
  /// A baseline JPEG (SOF0) of 7 × 5 grey pixels, with an Exif segment before its frame.
  static let jpeg7x5 =
    Data(
      base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/4QAwRXhpZgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP/bAEMAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAf/AAAsIAAUABwEBEQD/xAAUAAEAAAAAAAAAAAAAAAAAAAAA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQAAPwA//9k="
    ) ?? Data()
  /// A progressive JPEG (SOF2) of 9 × 3 grey pixels.
  static let progressiveJPEG9x3 =
    Data(
      base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wgALCAADAAkBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAAAAP//Z"
    ) ?? Data()

  /// The images by name, as ``program`` prints them.
  static let all: [String: Data] = [
    "png3x2": png3x2, "gif5x4": gif5x4, "jpeg7x5": jpeg7x5,
    "progressiveJPEG9x3": progressiveJPEG9x3,
  ]

  /// The Python program that made the images; it prints them as a JSON object of Base64 text.
  static let program = #"""
    import struct, zlib

    def png(w, h, rgb=(200, 30, 30)):
        raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))
        def chunk(t, d):
            return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))

    def gif(w, h):
        # GIF89a, a 2-colour global table, one image of the whole screen, every pixel colour 0.
        header = b"GIF89a" + struct.pack("<HHBBB", w, h, 0x80, 0, 0) + b"\x1e\x50\xa0\xff\xff\xff"
        image = b"\x2c" + struct.pack("<HHHHB", 0, 0, w, h, 0)
        # LZW, minimum code size 2: clear (4), then w*h zeros, then end (5); codes of 3 bits.
        codes = [4] + [0] * (w * h) + [5]
        # Keep the code size at 3 bits: clear again every 3 codes of data so the table never grows past 8.
        out = [4]
        n = 0
        for c in [0] * (w * h):
            out.append(c); n += 1
            if n == 2:
                out.append(4); n = 0
        out.append(5)
        bits = 0; nbits = 0; data = bytearray()
        for c in out:
            bits |= c << nbits; nbits += 3
            while nbits >= 8:
                data.append(bits & 0xff); bits >>= 8; nbits -= 8
        if nbits: data.append(bits & 0xff)
        blocks = b""
        for i in range(0, len(data), 255):
            part = bytes(data[i:i + 255]); blocks += bytes([len(part)]) + part
        return header + image + b"\x02" + blocks + b"\x00" + b"\x3b"

    def jpeg(w, h, sof=0xC0, exif=True):
        def seg(marker, payload):
            return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload
        out = b"\xff\xd8"
        out += seg(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
        if exif:
            out += seg(0xE1, b"Exif\x00\x00" + b"\x00" * 40)
        out += seg(0xDB, b"\x00" + bytes([1] * 64))            # one quantization table, all 1
        out += seg(sof, struct.pack(">BHHB", 8, h, w, 1) + b"\x01\x11\x00")  # one grey component
        counts = bytes([1] + [0] * 15)
        out += seg(0xC4, b"\x00" + counts + b"\x00")            # DC table 0: category 0 -> "0"
        out += seg(0xC4, b"\x10" + counts + b"\x00")            # AC table 0: EOB -> "0"
        progressive = sof == 0xC2
        # scan: component 1, tables 0/0, all 64 coefficients (baseline) or the DC ones (progressive)
        out += seg(0xDA, b"\x01\x01\x00\x00" + (b"\x00" if progressive else b"\x3f") + b"\x00")
        blocks = ((w + 7) // 8) * ((h + 7) // 8)
        bits = ("0" if progressive else "00") * blocks
        bits += "1" * (-len(bits) % 8)
        out += bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
        return out + b"\xff\xd9"

    images = {
        "png3x2": png(3, 2), "gif5x4": gif(5, 4), "jpeg7x5": jpeg(7, 5),
        "progressiveJPEG9x3": jpeg(9, 3, sof=0xC2, exif=False),
    }

    import base64, json
    print(json.dumps({name: base64.b64encode(data).decode() for name, data in images.items()}))

    """#
}
