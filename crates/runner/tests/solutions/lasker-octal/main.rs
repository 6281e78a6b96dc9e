//! Lasker's nim by its closed form, Dawson's Kayles as an octal game: values and periods.

use common::grundy_sequence::grundy_sequence;
use common::lasker::lasker_grundy;
use common::octal::OctalGame;
use common::periodicity::octal_periodicity;
use proconio::input;

fn main() {
    input! { n: usize, heaps: [u64; n] }
    let x = heaps.iter().fold(0, |acc, &h| acc ^ lasker_grundy(h));
    println!("{}", if x != 0 { "Alice" } else { "Bob" });
    let dawson: OctalGame = "0.07".parse().unwrap();
    let values: Vec<u32> = grundy_sequence(dawson.clone()).take(200).collect();
    let period = octal_periodicity(&values, dawson.largest_take()).unwrap();
    println!("{} {} {}", dawson, period.preperiod, period.period);
}
