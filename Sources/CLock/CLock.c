#include "CLock.h"

#include <pthread.h>
#include <stdlib.h>

struct weather_lock {
    pthread_mutex_t mutex;
};

weather_lock *weather_lock_create(void) {
    weather_lock *lock = malloc(sizeof *lock);
    // pthread_mutex_init with default attributes fails only for lack of memory.
    if (lock == NULL || pthread_mutex_init(&lock->mutex, NULL) != 0) abort();
    return lock;
}

void weather_lock_destroy(weather_lock *lock) {
    pthread_mutex_destroy(&lock->mutex);
    free(lock);
}

void weather_lock_lock(weather_lock *lock) { pthread_mutex_lock(&lock->mutex); }

void weather_lock_unlock(weather_lock *lock) { pthread_mutex_unlock(&lock->mutex); }
