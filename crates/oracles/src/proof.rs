//! The two lines that prove a problem's solution from the rules, one in its `main.rs` and one in
//! its `tests/`: everything else about the problem comes from its spec in [`crate::problems`].

/// At the bottom of a problem's `main.rs`: its `solve`, in memory, against the brute force on
/// every case of `enumerate(EXHAUSTIVE_BOUND)` (see [`crate::check::exhaustive`]).
///
/// ```ignore
/// #[cfg(test)]
/// oracles::prove_solve!(Hdu1846);
/// ```
#[macro_export]
macro_rules! prove_solve {
    ($problem:ident) => {
        mod proof_from_the_rules {
            #[test]
            fn agrees_with_the_rules_on_every_small_position() {
                use $crate::Spec as _;
                type Spec = $crate::problems::$problem;
                let checked = $crate::check::exhaustive::<Spec>(Spec::EXHAUSTIVE_BOUND, |input| {
                    let mut output = Vec::new();
                    super::solve(input, &mut output).expect("writing to memory cannot fail");
                    output
                });
                assert!(
                    checked > 0,
                    "enumerate({}) gave no case",
                    Spec::EXHAUSTIVE_BOUND
                );
            }
        }
    };
}

/// A problem's `tests/proof.rs`: the built binary against the brute force on random valid inputs
/// ([`crate::check::random_through_binary`]) and on broken ones ([`crate::check::fuzz_binary`]).
///
/// ```ignore
/// oracles::prove_binary!(Hdu1846, env!("CARGO_BIN_EXE_hdu-1846"));
/// ```
#[macro_export]
macro_rules! prove_binary {
    ($problem:ident, $binary:expr) => {
        #[test]
        fn random_inputs_get_the_rules_answers() {
            let binary = std::path::Path::new($binary);
            $crate::check::random_through_binary::<$crate::problems::$problem>(binary);
        }

        #[test]
        fn broken_inputs_are_answered_or_rejected_cleanly() {
            let binary = std::path::Path::new($binary);
            $crate::check::fuzz_binary::<$crate::problems::$problem>(binary);
        }
    };
}
