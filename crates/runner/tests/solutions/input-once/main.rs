//! `input_once!` and `read_value_once!`: the whole input read at once from stdin, through
//! proconio's other stdin reader.

use proconio::marker::Chars;
use proconio::{input_once, read_value_once};

fn main() {
    input_once! {
        h: usize,
        w: usize,
        grid: [Chars; h],
    }
    let k = read_value_once!(usize);
    let stones = grid.iter().flatten().filter(|&&c| c == '#').count();
    println!("{} {}", stones, (stones + k) % (w + 1));
}
