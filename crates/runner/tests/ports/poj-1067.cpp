// POJ 1067, a correct port: the mover loses iff {a, b} = {floor(k phi), floor(k phi) + k} with
// k = b - a, in exact integers: floor(k phi) = (k + isqrt(5 k^2)) / 2.
#include <cmath>
#include <cstdio>

typedef unsigned long long u64;

static u64 isqrt(u64 n) {
    u64 r = (u64)sqrtl((long double)n);
    while (r * r > n) r--;
    while ((r + 1) * (r + 1) <= n) r++;
    return r;
}

int main() {
    u64 a, b;
    while (scanf("%llu %llu", &a, &b) == 2) {
        if (a > b) { u64 t = a; a = b; b = t; }
        u64 k = b - a;
        u64 cold = (k + isqrt(5 * k * k)) / 2;
        printf("%d\n", cold == a ? 0 : 1);
    }
    return 0;
}
