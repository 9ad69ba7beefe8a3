// CKagamiStartup: one load-time constructor. XCTest tells observers which test case is running only
// if they are registered before the first test starts, and a library has no other way to run code
// before that; so this constructor calls KagamiTesting's `kagami_testing_startup` (weakly linked:
// without KagamiTesting in the process, nothing happens).
#include "CKagamiStartup.h"

extern void kagami_testing_startup(void) __attribute__((weak));

__attribute__((constructor)) static void ckagami_startup(void) {
  if (kagami_testing_startup) kagami_testing_startup();
}
