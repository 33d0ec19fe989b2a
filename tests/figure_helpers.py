"""Checking the PNG files the scripts write, for tests."""

import struct

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(path):
    """(width, height) of a PNG file; fails unless it starts with the PNG signature
    followed by a well-formed IHDR chunk of a non-empty image."""
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE, f"{path} does not start with the PNG signature"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13, f"{path}: the first chunk is not a 13-byte IHDR"
    width, height = struct.unpack(">II", data[16:24])
    assert width > 0 and height > 0, f"{path}: empty image {width}x{height}"
    return width, height
