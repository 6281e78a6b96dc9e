//! A solution in two files: `mod table;` next to main.rs.

mod table;

use proconio::input;

fn main() {
    input! { q: usize, queries: [usize; q] }
    let grundy = table::grundy_values(&[1, 3, 4], 100);
    for n in queries {
        println!("{}", grundy[n]);
    }
}
