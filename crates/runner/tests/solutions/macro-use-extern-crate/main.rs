// The 2015-edition habit: `#[macro_use] extern crate`, then `input!` by its bare name.
#[macro_use]
extern crate proconio;

fn main() {
    input! {
        n: u64,
        m: u64,
    }
    let first = n % (m + 1) != 0;
    println!("{}", if first { "first" } else { "second" });
}
