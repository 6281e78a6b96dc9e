// HDU 2516 with its Fibonacci table cut short at 10^9, so that 1134903170 and 1836311903, the
// largest below 2^31, are missing (stress must catch it).
#include <cstdio>

int main() {
    long long fib[100];
    int count = 2;
    fib[0] = 1;
    fib[1] = 2;
    while (fib[count - 1] + fib[count - 2] < 1000000000) {
        fib[count] = fib[count - 1] + fib[count - 2];
        count++;
    }
    long long n;
    while (scanf("%lld", &n) == 1 && n != 0) {
        bool fibonacci = false;
        for (int i = 0; i < count; i++) fibonacci = fibonacci || fib[i] == n;
        puts(fibonacci ? "Second win" : "First win");
    }
    return 0;
}
