//! Const generics and arrays: a fixed-size Grundy table per move set.

use proconio::input;

struct Table<const N: usize> {
    values: [u8; N],
}

impl<const N: usize> Table<N> {
    fn new(moves: &[usize]) -> Self {
        let mut values = [0u8; N];
        for n in 0..N {
            let mut seen = 0u32;
            for &m in moves {
                if m <= n {
                    seen |= 1 << values[n - m];
                }
            }
            values[n] = (!seen).trailing_zeros() as u8;
        }
        Table { values }
    }
}

fn sum<const K: usize>(parts: [u64; K]) -> u64 {
    parts.iter().sum()
}

fn main() {
    input! { n: usize }
    let table: Table<64> = Table::new(&[2, 5]);
    println!("{}", table.values[n % 64]);
    println!("{}", sum([1, 2, n as u64]));
}
