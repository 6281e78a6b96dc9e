//! The second file: Grundy values of a subtraction game, written by hand.

/// g(0..=upto) for the moves `moves`.
pub fn grundy_values(moves: &[usize], upto: usize) -> Vec<u32> {
    let mut values = vec![0u32; upto + 1];
    for n in 1..=upto {
        let mut seen = [false; 8];
        for &m in moves.iter().filter(|&&m| m <= n) {
            seen[values[n - m] as usize] = true;
        }
        values[n] = seen.iter().position(|&s| !s).unwrap_or(8) as u32;
    }
    values
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_first_values() {
        assert_eq!(super::grundy_values(&[1, 3, 4], 6), [0, 1, 0, 1, 2, 3, 2]);
    }
}
