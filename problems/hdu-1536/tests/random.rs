//! The built binary against the brute force in `oracles`: random valid inputs must get the
//! rules' answers, and broken inputs an answer or a clean one-line rejection, never a hang or a
//! panic. Seeds are fixed; set `ORACLES_SEED` to try others (a failure names its seed).

use oracles::check::{fuzz_binary, random_through_binary};
use oracles::problems::Hdu1536;
use std::path::Path;

const BINARY: &str = env!("CARGO_BIN_EXE_hdu-1536");

#[test]
fn random_inputs_get_the_rules_answers() {
    random_through_binary::<Hdu1536>(Path::new(BINARY), 1536, 60, 50, 1..=6);
}

#[test]
fn broken_inputs_are_answered_or_rejected_cleanly() {
    fuzz_binary::<Hdu1536>(Path::new(BINARY), 1536, 250);
}
