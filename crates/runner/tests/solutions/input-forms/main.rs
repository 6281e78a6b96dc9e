//! Many forms of proconio's `input!`: marker types, tuples, nested and length-prefixed vectors,
//! `mut`, strings.

use proconio::input;
use proconio::marker::{Bytes, Chars, Isize1, Usize1};

fn main() {
    input! {
        n: usize,
        a: [u64; n],
        s: Chars,
        t: Bytes,
        mut p: (usize, i64),
        q: [(Usize1, u32); 2],
        m: usize,
        grid: [[u8; 2]; m],
        w: String,
        v: [u32],
        k: Isize1,
        f: f64,
    }
    p.1 -= 1;
    println!("{}", a.iter().sum::<u64>());
    println!("{} {}", s.iter().rev().collect::<String>(), t.len());
    println!("{:?} {:?}", p, q);
    println!("{:?} {} {:?} {} {:.2}", grid, w, v, k, f);
}
