//! A caller that does not go through the measuring helper (as a proof's test process) starts
//! programs directly, and a child's `ru_maxrss` then starts from the caller's own size.

use judge_run::process::{run, Limits};
use std::process::Command;
use std::time::Duration;

/// Before the fix, about one run in twenty of `true` from a 96 MiB caller was reported at the
/// caller's 96 MiB (it ended before it was sampled), and judged over a 32 MiB limit.
#[test]
fn a_tiny_program_of_a_large_caller_is_measured_as_itself() {
    let large = vec![1u8; 96 << 20];
    // Touched, so resident.
    let touched: u64 = large.iter().step_by(4096).map(|&b| u64::from(b)).sum();
    assert_eq!(touched, (96 << 20) / 4096);
    let limits = Limits {
        time: Some(Duration::from_secs(10)),
        memory_kib: Some(32 << 10),
        ..Limits::default()
    };
    let peaks: Vec<u64> = (0..100)
        .map(|_| {
            run(Command::new("true"), b"", &limits)
                .unwrap()
                .peak_rss_kib
        })
        .collect();
    drop(large);
    assert!(
        peaks.iter().all(|&peak| peak < 16 << 10),
        "peaks in KiB: {peaks:?}"
    );
}
