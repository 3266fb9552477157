#define _GNU_SOURCE
#include "CFileExchange.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

int a11yscan_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__linux__) && defined(SYS_renameat2)
    // Older C libraries without a wrapper: the system call itself (RENAME_EXCHANGE is 2).
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}
