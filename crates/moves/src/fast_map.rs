//! The hash map of every memo in the solver and the loopy graphs, apart from both so that each
//! uses it without the other.
//!
//! Hand-written rather than rustc-hash's FxHashMap (which `notation` uses for its names): with
//! FxHashMap here, default stress with one seed took 36.9 s against 40.8 s on hdu-2176, but
//! 4.42 s against 3.98 s on poj-1067 and 22.9 s against 22.3 s on hdu-3032 (2026-11-29, back to
//! back): no clear gain for a change of the searches' every lookup.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hash map with a small multiplicative hash: the keys are short vectors of small numbers,
/// for which SipHash costs more than the search itself.
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

#[derive(Default, Clone, Copy)]
pub struct FastHasher(u64);

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, value: u8) {
        self.add(u64::from(value));
    }

    fn write_u16(&mut self, value: u16) {
        self.add(u64::from(value));
    }

    fn write_u32(&mut self, value: u32) {
        self.add(u64::from(value));
    }

    fn write_u64(&mut self, value: u64) {
        self.add(value);
    }

    fn write_usize(&mut self, value: usize) {
        self.add(value as u64);
    }

    /// The product's high bits folded into its low ones: the table picks a bucket by the low
    /// bits, which before the fold depend only on the low bits of the words written (for a
    /// sorted position of three heaps in one word: its smallest heap, nearly always 0, 1 or 2,
    /// which sent a million positions into a few buckets).
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 32)
    }
}
