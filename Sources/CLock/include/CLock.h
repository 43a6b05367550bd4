// A mutex over pthread_mutex_t behind an opaque pointer, so that Swift libraries lock
// without importing Glibc or Darwin, with a lock ThreadSanitizer understands (on Linux,
// Synchronization.Mutex waits on a futex that ThreadSanitizer does not see).
#ifndef CLOCK_H
#define CLOCK_H

typedef struct weather_lock weather_lock;

/// A new unlocked mutex. Like any allocation in Swift, it aborts when memory is exhausted.
weather_lock *_Nonnull weather_lock_create(void);
void weather_lock_destroy(weather_lock *_Nonnull lock);
void weather_lock_lock(weather_lock *_Nonnull lock);
void weather_lock_unlock(weather_lock *_Nonnull lock);

#endif
