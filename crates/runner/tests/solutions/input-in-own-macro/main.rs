//! `input!` inside the solution's own macro, called with a metavariable: the bundle must still
//! keep only the rules the calls use.

use proconio::input;
use proconio::source::line::LineSource;
use std::io::{stdin, BufReader};

macro_rules! read {
    ($source:expr, $($rest:tt)*) => {
        input! { from $source, $($rest)* }
    };
}

fn main() {
    let stdin = stdin();
    let mut source = LineSource::new(BufReader::new(stdin.lock()));
    read!(&mut source, n: usize);
    let mut best = 0u64;
    for _ in 0..n {
        read!(&mut source, a: u64, b: u64);
        best = best.max(a * b);
    }
    println!("{}", best);
}
