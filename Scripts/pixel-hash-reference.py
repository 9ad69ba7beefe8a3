#!/usr/bin/env python3
"""Reference implementation of Kagami's pixel hash (see Sources/KagamiRaster/PixelHash.swift).

Prints the hashes that Tests/KagamiRasterTests/PixelHashTests.swift expects, computed with the
`xxhash` package from PyPI (Python bindings of the xxHash C library: `pip install xxhash`).
"""
import xxhash

PIECE = 1 << 20


def pixel_hash(width: int, height: int, pixels: bytes) -> str:
    pieces = b"".join(xxhash.xxh3_128_digest(pixels[i:i + PIECE]) for i in range(0, len(pixels), PIECE))
    return xxhash.xxh3_128_hexdigest(f"kagami-rgba8-xxh3:{width}x{height}:".encode() + pieces)


if __name__ == "__main__":
    print(pixel_hash(2, 1, bytes(range(1, 9))))
    print(pixel_hash(600, 500, bytes(i * 7 % 256 for i in range(600 * 500 * 4))))
