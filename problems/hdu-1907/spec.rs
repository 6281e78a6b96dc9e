//! HDU 1907, John: misère Nim (who eats the last M&M loses), John first.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1907(games::misere::MisereNim);

impl Problem for Hdu1907 {
    const NAME: &'static str = "hdu-1907";
    const FORMAT: [&'static str; 2] = [
        "T cases / N / A*N",
        "T <= 474; N <= 47; 1 <= A <= 4747; A any order",
    ];
    const VERDICTS: [&'static str; 2] = ["John", "Brother"];
    const EXHAUSTIVE_BOUND: u64 = 9;
    const SIZES: Sizes = Sizes::values([2, 3, 3, 4, 5, 6, 8, 9, 11, 12]);
    oracles::plays!(misere::MisereNim(A), with theory);

    /// With every heap 1, John wins on an odd count.
    fn planted_bug(&mut self, c: &Case) -> String {
        let heaps = c.list("A");
        let ones = heaps.iter().all(|&h| h == 1);
        Self::say(if ones {
            heaps.len() % 2 != 0
        } else {
            planted::xor(heaps) != 0
        })
    }
}

spec_tools::main!(Hdu1907);
