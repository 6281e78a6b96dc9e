// HDU 2516, a correct port: the second player wins iff n is a Fibonacci number; the table goes
// past 2^31 in 64-bit integers.
#include <cstdio>

int main() {
    long long fib[100];
    int count = 2;
    fib[0] = 1;
    fib[1] = 2;
    while (fib[count - 1] < (1LL << 32)) {
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
