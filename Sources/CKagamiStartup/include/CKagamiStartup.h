// CKagamiStartup: runs KagamiTesting's start-up hook when a test process loads (see startup.c).
#ifndef CKAGAMI_STARTUP_H
#define CKAGAMI_STARTUP_H
// Nothing to call: the constructor runs by itself when the process loads; SwiftPM links this
// target's object into every product that depends on KagamiTesting.
#endif
