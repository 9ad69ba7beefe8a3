// CXXHash: Debian's libxxhash (xxHash 0.8), for XXH3-128 pixel hashes. Only the stable one-shot API
// is used, whose output the xxHash specification fixes for every platform and SIMD path.
#include <xxhash.h>
