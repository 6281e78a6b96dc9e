//! The two lines that prove a problem's solution from the rules, one in its `main.rs` and one in
//! its `tests/`: everything else about the problem comes from its spec, `problems/<name>/spec.rs`,
//! which both include as a module (`#[path = "../spec.rs"] mod spec;`).

/// At the bottom of a problem's `main.rs`: its `solve`, in memory, against the brute force on
/// every case of `enumerate(EXHAUSTIVE_BOUND)` (see [`crate::check::exhaustive`]).
///
/// ```ignore
/// #[cfg(test)]
/// #[path = "../spec.rs"]
/// mod spec;
/// #[cfg(test)]
/// oracles::prove_solve!(spec::Hdu1846);
/// ```
#[macro_export]
macro_rules! prove_solve {
    ($problem:ty) => {
        // Named here, where the path to the spec resolves, for the module below.
        type ProvenBySolve = $problem;

        mod proof_from_the_rules {
            #[test]
            fn agrees_with_the_rules_on_every_small_position() {
                use $crate::Spec as _;
                type Spec = super::ProvenBySolve;
                let judge = $crate::proof::judge_of(env!("CARGO_MANIFEST_DIR"), None);
                let checked =
                    $crate::check::exhaustive::<Spec>(&judge, Spec::EXHAUSTIVE_BOUND, |input| {
                        let mut output = Vec::new();
                        super::solve(input, &mut output).expect("writing to memory cannot fail");
                        output
                    });
                assert!(
                    checked > 0,
                    "enumerate({}) gave no case",
                    Spec::EXHAUSTIVE_BOUND
                );
                // Said even when it passes: what "every small position" was.
                $crate::proofs::say_past_capture(&format!(
                    "{}: solve agrees with the rules on all {checked} cases of enumerate({})",
                    Spec::NAME,
                    Spec::EXHAUSTIVE_BOUND
                ));
            }
        }
    };
}

/// A problem's `tests/proof.rs`: the built binary against the brute force on random valid inputs
/// ([`crate::check::random_through_binary`]) and on broken ones ([`crate::check::fuzz_binary`]),
/// judged as `runner test` judges it. A problem judged by a checker names it too:
/// `prove_binary!(Hdu9999, env!("CARGO_BIN_EXE_hdu-9999"), env!("CARGO_BIN_EXE_hdu-9999-checker"))`.
///
/// It also holds the spec's own tests ([`crate::proofs`]), each named after what it checks, so
/// that `cargo test -p <name>` runs everything about one problem, and a spec that is unwritten
/// or wrong fails only its own problem's tests.
///
/// ```ignore
/// #[path = "../spec.rs"]
/// mod spec;
/// oracles::prove_binary!(spec::Hdu1846, env!("CARGO_BIN_EXE_hdu-1846"));
/// ```
#[macro_export]
macro_rules! prove_binary {
    ($problem:ty, $binary:expr $(, $checker:expr)?) => {
        // Named here, where the path to the spec resolves, for the module below.
        type ProvenSpec = $problem;

        fn judge() -> $crate::judge::Judge {
            #[allow(unused_mut, unused_assignments)]
            let mut checker: Option<&str> = None;
            $(checker = Some($checker);)?
            $crate::proof::judge_of(env!("CARGO_MANIFEST_DIR"), checker)
        }

        #[test]
        fn random_inputs_get_the_rules_answers() {
            let binary = std::path::Path::new($binary);
            $crate::check::random_through_binary::<ProvenSpec>(&judge(), binary);
        }

        #[test]
        fn broken_inputs_are_answered_or_rejected_cleanly() {
            let binary = std::path::Path::new($binary);
            $crate::check::fuzz_binary::<ProvenSpec>(&judge(), binary);
        }

        mod spec_proofs {
            type P = super::ProvenSpec;
            use $crate::proofs;

            #[test]
            fn the_format_reads() {
                let error = <P as $crate::Spec>::format_error();
                assert!(error.is_none(), "{}", error.unwrap_or_default());
            }

            #[test]
            fn random_cases_round_trip_through_the_format() {
                proofs::round_trip::<P>($crate::Scale::DEBUG.level());
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
            fn the_game_is_named() {
                proofs::game_is_named::<P>();
            }

            #[test]
            fn the_derived_defaults_catch_a_planted_bug() {
                proofs::planted_bug_caught::<P>();
            }

            /// The largest scales, slow without optimisation:
            /// `cargo test -p <name> --release -- --ignored`.
            #[test]
            #[ignore = "slow in a debug build"]
            fn random_cases_round_trip_at_every_scale() {
                proofs::round_trip::<P>($crate::Scale::LARGEST.level());
            }
        }
    };
}

/// How many times slower than the release build the proofs let a debug build be: they run the
/// test profile's binary, whose unoptimised code takes several times as long (10 s for a 1 s
/// problem is what the proofs allowed before they read the problem's limits).
pub const DEBUG_SLOWDOWN: u32 = 10;

/// The judge of the problem crate in `manifest_dir`, as `runner test` builds it, with its time
/// limit stretched by [`DEBUG_SLOWDOWN`] in a debug build.
///
/// # Panics
/// If the crate's `Cargo.toml` cannot be read or has no valid `[package.metadata.problem]`.
pub fn judge_of(manifest_dir: &str, checker: Option<&str>) -> judge::Judge {
    let path = std::path::Path::new(manifest_dir).join("Cargo.toml");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let manifest =
        judge::Manifest::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut judge = judge::Judge::new(&manifest.problem);
    judge.checker = checker.map(std::path::PathBuf::from);
    if cfg!(debug_assertions) {
        judge.time_limit *= DEBUG_SLOWDOWN;
    }
    judge
}

/// An exact judge with a second's limit, as most problems have: for tests of checks on made-up
/// problems, which have no manifest of their own.
#[cfg(test)]
pub(crate) fn exact_judge() -> judge::Judge {
    let manifest = judge::Manifest::parse(
        "[package]\nname = \"x\"\n[package.metadata.problem]\njudge = \"HDU\"\nid = \"1\"\n\
         title = \"x\"\nurl = \"https://example.com\"\ntime-limit-ms = 1000\n\
         memory-limit-mib = 32\ncompare = \"exact\"\n",
    )
    .expect("a valid manifest");
    judge::Judge::new(&manifest.problem)
}
