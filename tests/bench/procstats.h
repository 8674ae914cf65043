// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// What the benchmarks read off their own process: CPU time, resident memory, heap in use.
#pragma once

#include <QFile>

#include <malloc.h>
#include <sys/resource.h>
#include <time.h>

#include <cstdio>
#include <cstdlib>

namespace bench {

inline double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

inline double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

// A /proc/self/status field in kB (VmRSS, VmHWM), as bytes.
inline qint64 statusBytes(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').first().toLongLong() * 1024;
    return -1;
}

// Bytes malloc has handed out and not had back (small blocks and mmapped ones).
inline qint64 heapInUse()
{
    const struct mallinfo2 info = mallinfo2();
    return qint64(info.uordblks + info.hblkhd);
}

// What glibc's allocator holds besides what is in use: its arenas (a thread takes a free one, else a new one
// up to M_ARENA_MAX, 8 a core by default), the bytes they took from the system, those free in them (malloc_trim
// gives back the whole pages of free chunks, not the free top of a thread's arena), and what is mapped apart
// (blocks over M_MMAP_THRESHOLD).
struct MallocState
{
    int arenas = 0;
    qint64 systemBytes = 0, freeBytes = 0, mmappedBytes = 0;
};

inline MallocState mallocState()
{
    MallocState state;
    char *text = nullptr;
    size_t size = 0;
    if (FILE *out = open_memstream(&text, &size)) {
        malloc_info(0, out);
        std::fclose(out);
        state.arenas = int(QByteArray::fromRawData(text, qsizetype(size)).count("<heap nr="));
        std::free(text);
    }
    const struct mallinfo2 info = mallinfo2();
    state.systemBytes = qint64(info.arena);
    state.freeBytes = qint64(info.fordblks);
    state.mmappedBytes = qint64(info.hblkhd);
    return state;
}

inline void print(const char *key, double value)
{
    std::printf("%s=%.3f\n", key, value);
    std::fflush(stdout);
}

} // namespace bench
