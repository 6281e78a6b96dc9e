// POJ 1067, the port contest notes give: floor(k phi) in double precision, which is off by one
// for some k of about 10^8 (stress must catch it).
#include <cmath>
#include <cstdio>

int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        long long k = b - a;
        long long cold = (long long)(k * (1 + sqrt(5.0)) / 2);
        printf("%d\n", cold == a ? 0 : 1);
    }
    return 0;
}
