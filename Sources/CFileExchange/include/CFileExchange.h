#ifndef A11YSCAN_CFILEEXCHANGE_H
#define A11YSCAN_CFILEEXCHANGE_H

/// Swaps the directory entries `first` and `second` (both must exist) in one step, as
/// Linux's `renameat2` with `RENAME_EXCHANGE` does. Returns 0, or -1 with `errno` set
/// (`ENOSYS` or `EINVAL` where the system or file system cannot exchange).
int a11yscan_exchange_paths(const char *first, const char *second);

#endif
