/* measure-child PROGRAM [ARGUMENT...]: runs PROGRAM with stdout and stderr sent to /dev/null, and prints
   "SECONDS PEAK_KILOBYTES EXIT_STATUS" on its own stdout.

   storyflow-bench starts every measured process through this small program because Linux carries a process's
   peak resident set size over fork and exec: a child spawned straight from the benchmark would report the
   benchmark's own peak (tens of megabytes of generated input) instead of its own. This program's footprint is
   a few hundred kilobytes, so the peak it reports is the child's. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: measure-child PROGRAM [ARGUMENT...]\n");
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) {
        perror("measure-child: fork");
        return 2;
    }
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execv(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) {
        perror("measure-child: wait4");
        return 2;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    int exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("%.6f %ld %d\n", seconds, usage.ru_maxrss, exitStatus);
    return 0;
}
