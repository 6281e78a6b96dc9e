// The 2015-edition habit: `#[macro_use] extern crate`, then `input!` by its bare name, in every
// module of the crate (an inline one and one in its own file).
#[macro_use]
extern crate proconio;

mod reader;

mod game {
    pub fn first_wins() -> bool {
        input! {
            n: u64,
            m: u64,
        }
        n % (m + 1) != 0
    }
}

fn main() {
    let cases = reader::cases();
    for _ in 0..cases {
        println!("{}", if game::first_wins() { "first" } else { "second" });
    }
}
