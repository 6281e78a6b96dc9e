//! Common reached by full paths, without `use`: misère Nim, staircase Nim, Fibonacci.

use proconio::input;

fn main() {
    input! { t: usize }
    for _ in 0..t {
        input! { n: usize, heaps: [u64; n] }
        let misere = common::misere::misere_nim_first_player_wins(&heaps);
        let staircase = common::staircase::staircase_nim_sum(&heaps);
        let fib = heaps.iter().filter(|&&h| common::fibonacci::is_fibonacci(h)).count();
        println!("{} {} {}", misere, staircase, fib);
    }
}
