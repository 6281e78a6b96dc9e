//! Families of rules for positions given by lists (heaps, or chessmen's cells): a disjunctive
//! sum (the XOR of one-heap values), misère Nim's exception, digit-wise counts (Moore's Nim_k:
//! lost iff every binary digit is set in a multiple of k + 1 heaps), pairing (equal heaps pair
//! off), and staircase Nim on the gaps between chessmen.

use super::{Candidate, Rule};

/// How a one-heap value g(n) was described: its words and a Rust expression in `n`.
pub struct OneHeap {
    pub words: String,
    pub rust: String,
}

/// Every list candidate, simplest first; `g[n]` is the normal-play Grundy value of one heap of
/// n (one chessman on cell n), found by the solver, and `lost` the lists where the player to
/// move loses. Why the digit-wise family proposes no rule goes to `refusals`.
pub fn candidates(
    g: &[u64],
    one_heap: &OneHeap,
    cells: bool,
    lost: &[&[u64]],
    refusals: &mut Vec<String>,
) -> Vec<Candidate> {
    let mut candidates = Vec::new();
    let g_words = &one_heap.words;
    let g_rust = &one_heap.rust;
    let xor_of = |g: &[u64], list: &[u64]| list.iter().fold(0, |x, &n| x ^ g[n as usize]);
    let nim_like = one_heap.rust == "n";
    // The Rust is pasted into a function of the position's list by its name: a rule for
    // chessmen that read `heaps` did not compile there.
    let list = if cells { "cells" } else { "heaps" };
    let values = g.to_vec();
    candidates.push(Candidate::new(
        Rule {
            family: "disjunctive sum",
            parameters: vec![("one-heap values", g_words.clone())],
            words: if nim_like {
                "the player to move wins iff the XOR x of the heaps is not 0 (each heap is a nim heap: g(n) = n); a winning move leaves XOR 0: it reduces a heap p with p ⊕ x < p to p ⊕ x".to_string()
            } else {
                format!("the player to move wins iff the XOR of the heaps' values g is not 0, where {g_words}")
            },
            formula: if nim_like {
                "first player wins iff the XOR of the piles is non-zero".to_string()
            } else {
                format!("XOR of g(heap) ≠ 0, {g_words}")
            },
            rust: format!(
                "{{ let g = |n: u64| -> u64 {{ {g_rust} }}; {list}.iter().fold(0, |x, &n| x ^ g(n)) != 0 }}"
            ),
        },
        move |list: &[u64]| xor_of(&values, list) != 0,
    ));
    let values = g.to_vec();
    candidates.push(Candidate::new(
        Rule {
            family: "misère exception",
            parameters: vec![("one-heap values", g_words.clone())],
            words: if nim_like {
                "misère: when every heap is at most 1, the player to move wins iff their count is even; otherwise iff the XOR of the heaps is not 0".to_string()
            } else {
                format!("misère: when every heap's value is at most 1, the player to move wins iff the XOR of the values is 0; otherwise iff it is not 0, where {g_words}")
            },
            formula: if nim_like {
                "all heaps 1: first wins iff their count is even; else iff XOR ≠ 0".to_string()
            } else {
                format!("all g(heap) ≤ 1: first wins iff XOR = 0; else iff XOR ≠ 0, {g_words}")
            },
            rust: format!(
                "{{ let g = |n: u64| -> u64 {{ {g_rust} }}; let x = {list}.iter().fold(0, |x, &n| x ^ g(n)); if {list}.iter().all(|&n| g(n) <= 1) {{ x == 0 }} else {{ x != 0 }} }}"
            ),
        },
        move |list: &[u64]| {
            let x = xor_of(&values, list);
            if list.iter().all(|&n| values[n as usize] <= 1) {
                x == 0
            } else {
                x != 0
            }
        },
    ));
    if !cells {
        match digit_wise(lost) {
            Ok(candidate) => candidates.push(candidate),
            Err(why) => refusals.push(format!("digit-wise counts: {why}")),
        }
    }
    candidates.push(Candidate::new(
        Rule {
            family: "pairing",
            parameters: vec![],
            words: "the player to move loses iff the non-empty heaps pair up into equal pairs (each size occurs an even number of times)".to_string(),
            formula: "first loses iff the piles pair up into equal pairs".to_string(),
            rust: format!("{{ let mut s: Vec<u64> = {list}.iter().copied().filter(|&h| h > 0).collect(); s.sort_unstable(); !s.chunks(2).all(|p| p.len() == 2 && p[0] == p[1]) }}"),
        },
        |list: &[u64]| {
            let mut sorted: Vec<u64> = list.iter().copied().filter(|&h| h > 0).collect();
            sorted.sort_unstable();
            !sorted.chunks(2).all(|pair| pair.len() == 2 && pair[0] == pair[1])
        },
    ));
    if cells {
        candidates.push(Candidate::new(
            Rule {
                family: "staircase",
                parameters: vec![],
                words: "sorted, the chessmen pair off from the right (the leftmost alone with cell 0 when their count is odd); the player to move wins iff the XOR of the empty cells inside each pair is not 0".to_string(),
                formula: "XOR of the gaps inside pairs taken from the right ≠ 0".to_string(),
                rust: "{ let mut c = cells.to_vec(); c.sort_unstable(); if c.len() % 2 == 1 { c.insert(0, 0); } c.chunks(2).fold(0, |x, p| x ^ (p[1] - p[0] - 1)) != 0 }".to_string(),
            },
            |list: &[u64]| staircase_xor(list) != 0,
        ));
    }
    candidates
}

/// How many of `heaps` have each binary digit set, lowest digit first (64 digits).
fn digit_counts(heaps: &[u64]) -> [u64; 64] {
    let mut counts = [0; 64];
    for &heap in heaps {
        for (digit, count) in counts.iter_mut().enumerate() {
            *count += heap >> digit & 1;
        }
    }
    counts
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The digit-wise family: the player to move loses iff, in every binary digit, the number of
/// heaps with that digit set is a multiple of k. k is read from the lost lists: every count
/// there must be a multiple of it, so it is the greatest common divisor of all their counts,
/// and must be at least 2. `Err` says why there is no such k.
fn digit_wise(lost: &[&[u64]]) -> Result<Candidate, String> {
    let mut k = 0;
    for list in lost {
        for count in digit_counts(list) {
            let next = gcd(k, count);
            if next == 1 {
                let heaps = if count == 1 { "heap" } else { "heaps" };
                return Err(format!(
                    "the player to move loses on heaps {list:?}, where a binary digit is set in \
                     {count} {heaps}: no k >= 2 divides every count of the lost positions"
                ));
            }
            k = next;
        }
    }
    if k == 0 {
        return Err("no lost position has a heap: there is no modulus to read".to_string());
    }
    let nim = if k == 2 {
        " (the XOR of the heaps is 0)".to_string()
    } else {
        format!(" (Moore's Nim_{})", k - 1)
    };
    Ok(Candidate::new(
        Rule {
            family: "digit-wise counts",
            parameters: vec![("k", k.to_string())],
            words: format!(
                "the player to move loses iff, in every binary digit, the number of heaps with \
                 that digit set is a multiple of {k}{nim}"
            ),
            formula: format!(
                "first loses iff every binary digit is set in a multiple of {k} heaps"
            ),
            rust: format!(
                "(0..64).any(|digit| heaps.iter().filter(|&&h| (h as u64) >> digit & 1 == 1).count() % {k} != 0)"
            ),
        },
        move |list: &[u64]| digit_counts(list).iter().any(|count| count % k != 0),
    ))
}

/// The XOR of the gaps inside pairs of cells taken from the right.
fn staircase_xor(cells: &[u64]) -> u64 {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    if sorted.len() % 2 == 1 {
        sorted.insert(0, 0);
    }
    sorted
        .chunks(2)
        .fold(0, |x, pair| x ^ (pair[1] - pair[0] - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nim_heap() -> OneHeap {
        OneHeap {
            words: "g(n) = n".to_string(),
            rust: "n".to_string(),
        }
    }

    #[test]
    fn the_staircase_pairs_cells_from_the_right() {
        assert_eq!(staircase_xor(&[1, 2, 3]), 0); // gaps (0,1): 0; (2,3): 0
        assert_eq!(staircase_xor(&[3]), 2);
        assert_eq!(staircase_xor(&[5, 1, 9, 6]), 3 ^ 2);
    }

    #[test]
    fn each_list_family_says_what_it_predicts() {
        let g: Vec<u64> = (0..10).collect();
        let candidates = candidates(&g, &nim_heap(), true, &[], &mut Vec::new());
        let predict = |family: &str, list: &[u64]| {
            let c = candidates.iter().find(|c| c.rule.family == family).unwrap();
            c.predict.wins(list)
        };
        assert!(!predict("disjunctive sum", &[1, 2, 3]));
        assert!(predict("disjunctive sum", &[1, 2]));
        assert!(!predict("misère exception", &[1]));
        assert!(predict("misère exception", &[1, 1]));
        assert!(predict("misère exception", &[2]));
        assert!(!predict("misère exception", &[2, 2]));
        assert!(!predict("pairing", &[3, 0, 3]));
        assert!(predict("pairing", &[1, 2, 3]));
        assert!(!predict("staircase", &[1, 2, 3]));
    }

    /// Pasted into a function of `cells: &[u64]`, the chessmen's pairing rule read `heaps`, which
    /// did not compile.
    #[test]
    fn a_rule_for_chessmen_reads_their_cells_and_one_for_heaps_their_heaps() {
        let g: Vec<u64> = (0..10).collect();
        for (cells, list) in [(true, "cells"), (false, "heaps")] {
            let lost: [&[u64]; 1] = [&[1, 1]];
            for candidate in candidates(&g, &nim_heap(), cells, &lost, &mut Vec::new()) {
                let (rust, other) = (&candidate.rule.rust, if cells { "heaps" } else { "cells" });
                assert!(rust.contains(list), "{rust}");
                assert!(!rust.contains(other), "{rust}");
            }
        }
    }

    #[test]
    fn the_digit_wise_modulus_is_read_from_the_lost_lists() {
        let lost: [&[u64]; 3] = [&[], &[1, 1, 1], &[3, 5, 6, 7]];
        let candidate = digit_wise(&lost).unwrap();
        assert_eq!(candidate.rule.parameters, [("k", "3".to_string())]);
        assert!(!candidate.predict.wins(&[5, 5, 5]));
        assert!(candidate.predict.wins(&[5, 5]));
        assert!(candidate.predict.wins(&[1, 1, 1, 1]));
        assert!(!candidate.predict.wins(&[]));
        // Nim's lost lists give k = 2, the XOR.
        let nim: [&[u64]; 2] = [&[1, 1], &[1, 2, 3]];
        assert!(digit_wise(&nim)
            .unwrap()
            .rule
            .words
            .ends_with("multiple of 2 (the XOR of the heaps is 0)"));
        // Misère Nim loses on one heap of 1: a digit set once, which no k >= 2 divides.
        let misere: [&[u64]; 2] = [&[1], &[2, 2]];
        let why = digit_wise(&misere).err().unwrap();
        assert!(
            why.starts_with(
                "the player to move loses on heaps [1], where a binary digit is set in 1 heap:"
            ),
            "{why}"
        );
        assert!(digit_wise(&[&[]]).is_err());
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(digit_counts(&[3, 1])[..3], [2, 1, 0]);
    }
}
