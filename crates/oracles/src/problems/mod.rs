//! One [`crate::Spec`] per judge problem: its input format, its statement's bounds, random
//! and exhaustive cases, and its answers from the game in [`crate::games`].

// Each problem's spec, a module declared here (where rustfmt and readers see it) and named once
// more in `registry!` below, in alphabetical order. The compiler keeps the two lists together: a
// spec missing from the registry is dead code (a warning, an error under clippy -D warnings),
// one missing from the modules does not resolve. `cargo make new` adds both lines.
mod hdu_1079;
mod hdu_1517;
mod hdu_1524;
mod hdu_1536;
mod hdu_1730;
mod hdu_1846;
mod hdu_1848;
mod hdu_1850;
mod hdu_1907;
mod hdu_2147;
mod hdu_2149;
mod hdu_2176;
mod hdu_2516;
mod hdu_2897;
mod hdu_3032;
mod luogu_p1247;
mod luogu_p2197;
mod poj_1067;
mod poj_1704;
mod poj_1740;
mod poj_2311;
mod poj_2348;

#[cfg(test)]
mod planted;
#[cfg(test)]
mod proofs;

/// Re-exports every spec, derives from the list `NAMES` and `with_problem`, which every tool
/// goes through, and gives each problem its own tests (`cargo test -p oracles hdu_1846`), so
/// that an unwritten or wrong spec fails only the tests named after its problem.
macro_rules! registry {
    ($($module:ident :: $spec:ident,)*) => {
        $(pub use $module::*;)*

        /// The package names of every registered problem, in the registry's order.
        pub const NAMES: &[&str] = &[$(<$spec as crate::Problem>::NAME,)*];

        /// Runs `visitor` with the problem called `name`; `None` for an unknown name.
        pub fn with_problem<V: crate::Visitor>(name: &str, visitor: V) -> Option<V::Output> {
            $(
                if name == <$spec as crate::Problem>::NAME {
                    return Some(visitor.visit::<$spec>());
                }
            )*
            None
        }

        #[cfg(test)]
        mod each_problem {
            $(
                mod $module {
                    type P = super::super::$spec;
                    use super::super::proofs;

                    #[test]
                    fn random_cases_round_trip_through_the_format() {
                        proofs::round_trip::<P>(crate::Scale::DEBUG.level());
                    }

                    #[test]
                    fn enumerated_cases_are_within_the_statement() {
                        proofs::enumerated::<P>();
                    }

                    #[test]
                    fn the_maximum_input_is_within_the_statement() {
                        proofs::maximum_input::<P>();
                    }

                    #[test]
                    fn the_exact_reference_agrees_with_the_rules() {
                        proofs::reference_agrees::<P>();
                    }

                    #[test]
                    fn every_testcase_agrees_with_the_rules() {
                        proofs::testcases::<P>();
                    }

                    #[test]
                    fn the_game_is_in_the_catalogue() {
                        proofs::game_in_catalogue::<P>();
                    }

                    #[test]
                    fn the_derived_defaults_catch_a_planted_bug() {
                        proofs::planted_bug_caught::<P>();
                    }

                    /// The largest scales, slow without optimisation:
                    /// `cargo test -p oracles --release -- --ignored`.
                    #[test]
                    #[ignore = "slow in a debug build"]
                    fn random_cases_round_trip_at_every_scale() {
                        proofs::round_trip::<P>(crate::Scale::LARGEST.level());
                    }
                }
            )*
        }
    };
}

registry! {
    hdu_1079::Hdu1079,
    hdu_1517::Hdu1517,
    hdu_1524::Hdu1524,
    hdu_1536::Hdu1536,
    hdu_1730::Hdu1730,
    hdu_1846::Hdu1846,
    hdu_1848::Hdu1848,
    hdu_1850::Hdu1850,
    hdu_1907::Hdu1907,
    hdu_2147::Hdu2147,
    hdu_2149::Hdu2149,
    hdu_2176::Hdu2176,
    hdu_2516::Hdu2516,
    hdu_2897::Hdu2897,
    hdu_3032::Hdu3032,
    luogu_p1247::LuoguP1247,
    luogu_p2197::LuoguP2197,
    poj_1067::Poj1067,
    poj_1704::Poj1704,
    poj_1740::Poj1740,
    poj_2311::Poj2311,
    poj_2348::Poj2348,
}
