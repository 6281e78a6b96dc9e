//! Names of the solution's own that `common` has too, each reaching nothing of it: a local and a
//! field `options` (the method of `common::game`'s trait), a function `first_winning_move`
//! (`common::nim`'s), a function `mex` (`common::mex`'s), a method `wins` and a parameter
//! `grundy` (`common::game::Solver`'s). Of `common` it calls `nim_sum` alone. UVa 1378's
//! solution, with a local `options` and its own `first_winning_move`, carried `common::game`
//! and `common::nim::first_winning_move` into its bundle.

use common::nim::nim_sum;
use proconio::input;

/// Take one to three stones from a heap.
struct Heap {
    options: Vec<u64>,
}

impl Heap {
    fn new(stones: u64) -> Heap {
        let options = (1..=3).filter(|&t| t <= stones).map(|t| stones - t);
        Heap {
            options: options.collect(),
        }
    }

    /// Whether the player to move wins on this heap alone.
    fn wins(&self, grundy: &dyn Fn(u64) -> u64) -> bool {
        self.options.iter().any(|&option| grundy(option) == 0)
    }
}

fn mex(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap_or(0)
}

/// The Grundy value of every heap up to `max` stones.
fn grundy_table(max: u64) -> Vec<u64> {
    let mut table: Vec<u64> = Vec::new();
    for stones in 0..=max {
        let options = Heap::new(stones).options;
        let values: Vec<u64> = options.iter().map(|&o| table[o as usize]).collect();
        table.push(mex(&values));
    }
    table
}

/// The first heap (from 1) to move in and the stones to leave there, if the mover wins.
fn first_winning_move(heaps: &[u64], table: &[u64]) -> Option<(usize, u64)> {
    let total = nim_sum(heaps.iter().map(|&h| table[h as usize]));
    if total == 0 {
        return None;
    }
    heaps.iter().enumerate().find_map(|(index, &heap)| {
        let wanted = table[heap as usize] ^ total;
        let options = Heap::new(heap).options;
        let left = options.into_iter().find(|&o| table[o as usize] == wanted)?;
        Some((index + 1, left))
    })
}

fn main() {
    input! { t: usize }
    for _ in 0..t {
        input! { n: usize, heaps: [u64; n] }
        let table = grundy_table(heaps.iter().copied().max().unwrap_or(0));
        let alone = Heap::new(heaps[0]).wins(&|stones| table[stones as usize]);
        match first_winning_move(&heaps, &table) {
            Some((heap, left)) => println!("{heap} {left} {alone}"),
            None => println!("lose {alone}"),
        }
    }
}
