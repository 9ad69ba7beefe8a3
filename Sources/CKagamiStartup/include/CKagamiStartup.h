// CKagamiStartup: runs KagamiTesting's start-up hook when a test process loads (see startup.c).
#ifndef CKAGAMI_STARTUP_H
#define CKAGAMI_STARTUP_H
/// Nothing to call: the hook runs by itself at load time.
void ckagami_startup_linked(void);
#endif
