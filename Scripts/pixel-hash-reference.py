#!/usr/bin/env python3
"""Reference implementation of Kagami's pixel hash (see Sources/KagamiRaster/PixelHash.swift).

Prints the hashes that Tests/KagamiRasterTests/PixelHashTests.swift expects, computed with hashlib.
"""
import hashlib

PIECE = 1 << 20


def pixel_hash(width: int, height: int, pixels: bytes) -> str:
    pieces = b"".join(hashlib.sha256(pixels[i:i + PIECE]).digest() for i in range(0, len(pixels), PIECE))
    return hashlib.sha256(f"kagami-rgba8-tree:{width}x{height}:".encode() + pieces).hexdigest()


if __name__ == "__main__":
    print(pixel_hash(2, 1, bytes(range(1, 9))))
    print(pixel_hash(600, 500, bytes(i * 7 % 256 for i in range(600 * 500 * 4))))
