//! A game of one's own through common's `ImpartialGame` and `Solver`: take 1, 3 or 4 stones from
//! one heap, or split a heap of at least 4 into two unequal heaps.
//! (`Solver` brought `let ... else`, Rust 1.65, into the bundle.)

use common::game::{ImpartialGame, Solver};
use proconio::input;

struct TakeOrSplit;

impl ImpartialGame for TakeOrSplit {
    type Position = u32;

    fn options(&self, &heap: &u32) -> Vec<Vec<u32>> {
        let mut options: Vec<Vec<u32>> = [1, 3, 4]
            .iter()
            .filter(|&&take| take <= heap)
            .map(|&take| if take == heap { vec![] } else { vec![heap - take] })
            .collect();
        for small in 1..heap {
            let large = heap - small;
            if small < large && heap >= 4 {
                options.push(vec![small, large]);
            }
        }
        options
    }
}

fn main() {
    input! {
        n: usize,
        heaps: [u32; n],
    }
    let mut solver = Solver::new(TakeOrSplit);
    let values: Vec<String> = heaps.iter().map(|h| solver.grundy(h).to_string()).collect();
    println!("{}", values.join(" "));
    println!("{}", if solver.wins_sum(&heaps) { "First" } else { "Second" });
}
