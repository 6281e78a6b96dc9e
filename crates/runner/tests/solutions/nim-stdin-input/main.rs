//! Nim, read the most common way: `input!` without `from`, from stdin.
//! (Its reader used `OnceLock`, Rust 1.70, which rustc 1.63 rejected in the bundle.)

use common::nim::nim_sum;
use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    for _ in 0..t {
        input! {
            n: usize,
            piles: [u64; n],
        }
        println!("{}", if nim_sum(piles) != 0 { "Yes" } else { "No" });
    }
}
