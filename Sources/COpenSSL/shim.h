// COpenSSL: OpenSSL's libcrypto (libssl-dev), only for SHA-256. Design rules: one inline function,
// so Swift sees plain bytes; the one-shot digest, which OpenSSL 3 keeps (the low-level
// SHA256_Init family is deprecated).
#ifndef KAGAMI_COPENSSL_H
#define KAGAMI_COPENSSL_H

#include <openssl/sha.h>
#include <stddef.h>
#include <stdint.h>

// Writes the SHA-256 digest of `data[0..<length]` to `digest` (32 bytes).
static inline void kagami_sha256(const uint8_t *data, size_t length, uint8_t *digest) {
  SHA256(data, length, digest);
}

#endif
