//! One [`crate::Spec`] per judge problem: its input format, its statement's bounds, random
//! and exhaustive cases, and its answers from the game in [`crate::games`].

pub mod lists;
pub mod tuples;

// Each problem's spec, a module declared here (where rustfmt and readers see it) and named once
// more in `registry!` below, in alphabetical order. The compiler keeps the two lists together: a
// spec missing from the registry is dead code (a warning, an error under clippy -D warnings),
// one missing from the modules does not resolve. `cargo make new` adds both lines.
mod hdu_1517;
mod hdu_1536;
mod hdu_1846;
mod hdu_1848;
mod hdu_1850;
mod hdu_1907;
mod hdu_2147;
mod hdu_2149;
mod hdu_2516;
mod hdu_3032;
mod luogu_p1247;
mod luogu_p2197;
mod poj_1067;
mod poj_1704;
mod poj_1740;
mod poj_2311;

/// Re-exports every spec and derives from the list `NAMES` and `with_problem`, which every tool
/// goes through.
macro_rules! registry {
    ($($module:ident :: $spec:ident,)*) => {
        $(pub use $module::*;)*

        /// The package names of every registered problem, in the registry's order.
        pub const NAMES: &[&str] = &[$(<$spec as crate::Spec>::NAME,)*];

        /// Runs `visitor` with the problem called `name`; `None` for an unknown name.
        pub fn with_problem<V: crate::Visitor>(name: &str, visitor: V) -> Option<V::Output> {
            $(
                if name == <$spec as crate::Spec>::NAME {
                    return Some(visitor.visit::<$spec>());
                }
            )*
            None
        }
    };
}

registry! {
    hdu_1517::Hdu1517,
    hdu_1536::Hdu1536,
    hdu_1846::Hdu1846,
    hdu_1848::Hdu1848,
    hdu_1850::Hdu1850,
    hdu_1907::Hdu1907,
    hdu_2147::Hdu2147,
    hdu_2149::Hdu2149,
    hdu_2516::Hdu2516,
    hdu_3032::Hdu3032,
    luogu_p1247::LuoguP1247,
    luogu_p2197::LuoguP2197,
    poj_1067::Poj1067,
    poj_1704::Poj1704,
    poj_1740::Poj1740,
    poj_2311::Poj2311,
}

use crate::input::Outside;

/// Marks an input with no case at all as outside the statement: every statement has at least
/// one, and a solution may equally print nothing or reject it.
fn require_a_case<C>(cases: &[C], outside: &mut Outside) {
    outside.check(!cases.is_empty(), || "the input holds no case".to_string());
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_problem_has_its_game_in_the_catalogue() {
        for problem in super::NAMES {
            let game =
                crate::games::find(problem).unwrap_or_else(|| panic!("{problem} has no game"));
            assert!(game.about().problems.contains(problem));
        }
    }
}
