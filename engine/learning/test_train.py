"""Tests of the learning tools: file formats, the network's gradients, and that it learns.

    cd engine/learning && ../../target/learning/venv/bin/python -m unittest -v
"""

from __future__ import annotations

import tempfile
import unittest
from pathlib import Path

import numpy as np

import gtf
import train
import widen
from synthetic import make_positions


def reference_out(w: gtf.Weights, pos: gtf.Positions, i: int) -> float:
    """The spec's forward pass for position i, point by point, without batching tricks."""
    lo, hi = pos.start[i], pos.start[i] + pos.n[i]
    mine = pos.m_black[lo:hi] if pos.side[i] == 0 else pos.m_white[lo:hi]
    theirs = pos.m_white[lo:hi] if pos.side[i] == 0 else pos.m_black[lo:hi]
    d = w.A.shape[1]
    p_s, p_o = np.zeros(d), np.zeros(d)
    for x, y in zip(mine, theirs):
        p_s += np.clip(w.A[x] + w.B[y] + w.c, 0, 1)
        p_o += np.clip(w.A[y] + w.B[x] + w.c, 0, 1)
    z = np.concatenate([p_s, p_o]) / w.pool
    return float(np.clip(w.W1 @ z + w.b1, 0, 1) @ w.w2 + w.b2[0])


def tiny_net(seed: int) -> gtf.Weights:
    """Small float64 weights, spread so that some units sit outside their clamp."""
    rng = np.random.default_rng(seed)
    w = train.init_weights(rng, d=4, h=3, dtype=np.float64)
    w.A += 0.3 * rng.standard_normal(w.A.shape)
    w.B += 0.3 * rng.standard_normal(w.B.shape)
    w.W1 *= 3.0
    w.b1 += 0.3 * rng.standard_normal(w.b1.shape)
    w.w2 += rng.standard_normal(w.w2.shape)
    w.pool = 64
    return w


class FormatTest(unittest.TestCase):
    def setUp(self) -> None:
        self.dir = tempfile.TemporaryDirectory()
        self.path = Path(self.dir.name) / "p.gtf"
        self.pos = make_positions(50, seed=3)
        self.pos.n[7] = 0  # a position with no listed points is legal
        self.pos = self.pos.subset(np.arange(50))

    def tearDown(self) -> None:
        self.dir.cleanup()

    def assert_same(self, a: gtf.Positions, b: gtf.Positions) -> None:
        for f in (
            "game",
            "rule",
            "size",
            "side",
            "result",
            "score",
            "ply",
            "n",
            "start",
            "point",
            "m_black",
            "m_white",
        ):
            np.testing.assert_array_equal(getattr(a, f), getattr(b, f), err_msg=f)

    def test_gtf_round_trip_keeps_every_field(self) -> None:
        self.pos.game[0] = 0xFFFF_FFFE
        self.pos.score[1] = gtf.NO_SCORE
        gtf.write_gtf(self.path, self.pos)
        self.assert_same(self.pos, gtf.read_gtf(self.path))

    def test_truncated_gtf_names_file_and_offset_of_last_record(self) -> None:
        gtf.write_gtf(self.path, self.pos)
        last = 8 + len(gtf.encode_records(self.pos.subset(np.arange(49))))
        data = self.path.read_bytes()
        self.path.write_bytes(data[:-3])
        with self.assertRaisesRegex(gtf.FormatError, rf"p\.gtf: byte {last}: truncated record"):
            gtf.read_gtf(self.path)
        self.path.write_bytes(data[: last + 5])
        with self.assertRaisesRegex(gtf.FormatError, rf"byte {last}: truncated record header"):
            gtf.read_gtf(self.path)

    def test_malformed_fields_are_reported_where_they_are(self) -> None:
        self.pos.result[2] = 3
        gtf.write_gtf(self.path, self.pos)
        at = 8 + len(gtf.encode_records(self.pos.subset(np.arange(2))))
        with self.assertRaisesRegex(gtf.FormatError, rf"byte {at}: result"):
            gtf.read_gtf(self.path)
        self.path.write_bytes(b"GBSP" + bytes(4))
        with self.assertRaisesRegex(gtf.FormatError, "byte 0: not a GBTF file"):
            gtf.read_gtf(self.path)

    def test_gvf_round_trip_keeps_weights_and_check_vectors(self) -> None:
        w = train.init_weights(np.random.default_rng(1))
        checks = self.pos.subset(np.arange(5, 10))
        outs = np.linspace(-1, 1, 5)
        path = Path(self.dir.name) / "w.gvf"
        gtf.write_gvf(path, w, checks, outs)
        w2, checks2, outs2 = gtf.read_gvf(path)
        for a, b in zip(w.arrays(), w2.arrays()):
            np.testing.assert_array_equal(a, b)
        self.assertEqual((w2.pool, w2.scale, w2.dims), (32, 1198.0, (32, 32)))
        self.assert_same(checks, checks2)
        np.testing.assert_allclose(outs2, outs, rtol=1e-7)
        path.write_bytes(path.read_bytes()[:-2])
        with self.assertRaisesRegex(gtf.FormatError, "w.gvf: byte .*: truncated check vector"):
            gtf.read_gvf(path)


class NetworkTest(unittest.TestCase):
    def setUp(self) -> None:
        self.pos = make_positions(6, seed=5)
        self.pos.n[2] = 0
        self.pos = self.pos.subset(np.arange(6))
        self.feat = train.Features.of(self.pos)
        self.idx = np.array([4, 0, 2, 5, 1])
        self.w = tiny_net(7)

    def test_batched_forward_matches_the_spec_point_by_point(self) -> None:
        out, _ = train.forward(self.w, train.Batch.of(self.feat, self.idx))
        want = [reference_out(self.w, self.pos, i) for i in self.idx]
        np.testing.assert_allclose(out, want, rtol=1e-12, atol=1e-12)
        self.assertGreater(np.ptp(out), 0.1)

    def test_gradients_match_finite_differences_for_every_parameter(self) -> None:
        batch = train.Batch.of(self.feat, self.idx)
        t = np.random.default_rng(2).random(len(self.idx))

        def loss() -> float:
            return float(train.bce_logits(train.forward(self.w, batch)[0], t).sum())

        out, cache = train.forward(self.w, batch)
        grads = train.backward(self.w, batch, cache, train.sigmoid(out) - t)
        rng = np.random.default_rng(3)
        for name in train.NAMES:
            p, g = getattr(self.w, name), grads[name]
            flat = p.reshape(-1)
            # Up to 40 entries with a gradient, and 5 anywhere (for A and B mostly rows the
            # batch does not use, whose gradient must be zero).
            used = np.flatnonzero(np.abs(g.reshape(-1)) > 0)
            picks = used if len(used) <= 40 else rng.choice(used, 40, replace=False)
            picks = np.r_[picks, rng.integers(0, flat.size, 5)]
            if name in ("A", "B"):
                self.assertGreater(len(used), 10, name)
            for j in picks:
                keep = flat[j]
                flat[j] = keep + 1e-6
                up = loss()
                flat[j] = keep - 1e-6
                down = loss()
                flat[j] = keep
                self.assertAlmostEqual(
                    g.reshape(-1)[j],
                    (up - down) / 2e-6,
                    delta=1e-6 + 1e-4 * abs(g.reshape(-1)[j]),
                    msg=f"{name}[{j}]",
                )

    def test_targets_blend_result_and_search_chance(self) -> None:
        self.pos.result[:3] = [2, 1, 0]
        self.pos.score[:3] = [1198, gtf.NO_SCORE, 0]
        t = train.targets(self.pos, 0.25)[:3]
        np.testing.assert_allclose(t, [0.25 + 0.75 / (1 + np.exp(-1)), 0.5, 0.375])

    def test_held_out_set_is_whole_games_near_the_share(self) -> None:
        games = np.repeat(np.arange(5000, dtype=np.uint32), 3)
        held = train.held_out_mask(games, 0.1)
        self.assertTrue(np.all(held.reshape(-1, 3) == held.reshape(-1, 3)[:, :1]))
        self.assertAlmostEqual(held.mean(), 0.1, delta=0.015)

    def test_a_smaller_train_share_keeps_a_subset_of_the_games_and_the_held_out_set(self) -> None:
        games = np.repeat(np.arange(5000, dtype=np.uint32), 3)
        held = train.held_out_mask(games, 0.1)
        whole = train.training_indices(games, held, 1.0)
        np.testing.assert_array_equal(whole, np.flatnonzero(~held))
        half = train.training_indices(games, held, 0.5)
        quarter = train.training_indices(games, held, 0.25)
        self.assertTrue(set(quarter.tolist()) < set(half.tolist()) < set(whole.tolist()))
        self.assertFalse(held[half].any())
        self.assertAlmostEqual(len(half) / len(whole), 0.5, delta=0.03)
        self.assertAlmostEqual(len(quarter) / len(whole), 0.25, delta=0.03)
        # Whole games: a game's three positions are all kept or all left out.
        kept = np.zeros(len(games), dtype=bool)
        kept[half] = True
        self.assertTrue(np.all(kept.reshape(-1, 3) == kept.reshape(-1, 3)[:, :1]))

    def test_held_out_positions_are_grouped_by_board_and_rule(self) -> None:
        pos = make_positions(60, seed=5)
        pos.size[:] = 19
        pos.size[:20] = 15
        pos.rule[:] = 2
        pos.rule[30:] = 0
        got = train.groups(pos, np.arange(60))
        self.assertEqual(sorted(got), ["15 renju", "19 freestyle", "19 renju"])
        self.assertEqual([len(got[k]) for k in ("15 renju", "19 renju", "19 freestyle")], [20, 10, 30])


class WidenTest(unittest.TestCase):
    def test_a_widened_network_gives_the_same_out(self) -> None:
        pos = make_positions(40, seed=3)
        w = train.init_weights(np.random.default_rng(4), d=16, h=8, dtype=np.float64)
        w.b1 += 0.3
        wide = widen.widen(w, 32)
        self.assertEqual(wide.dims, (32, 8))
        feat = train.Features.of(pos)
        idx = np.arange(len(pos))
        np.testing.assert_allclose(
            train.predict(wide, feat, idx), train.predict(w, feat, idx), atol=1e-12
        )
        with self.assertRaisesRegex(ValueError, "wider than 8"):
            widen.widen(w, 8)


class Stop(Exception):
    """Stands for a run killed between two epochs."""


def stop_after_epoch(epoch: int):
    """A log callback that stops the run once it has logged `epoch`."""

    def log(line: str) -> None:
        if f'"epoch": {epoch},' in line:
            raise Stop

    return log


class TrainingTest(unittest.TestCase):
    def test_learns_the_synthetic_rule_and_resumes_to_the_same_weights(self) -> None:
        with tempfile.TemporaryDirectory() as d:
            data = Path(d) / "s.gtf"
            gtf.write_gtf(data, make_positions(4000, seed=11))
            args = [
                "--data",
                str(data),
                "--epochs",
                "4",
                "--batch",
                "64",
                "--lr",
                "0.01",
                "--held-out",
                "0.2",
            ]
            report = train.train(
                train.parse_args(args + ["--out", f"{d}/a.gvf"]), log=lambda _: None
            )
            last = report["epochs"][-1]
            self.assertLess(last["held_loss"], 0.7 * last["held_loss_const_half"])
            self.assertGreater(last["held_accuracy"], 0.75)
            self.assertTrue((Path(d) / "a.json").exists())
            w, checks, outs = gtf.read_gvf(Path(d) / "a.gvf")
            self.assertEqual(len(checks), train.CHECK_VECTORS)
            w64 = gtf.Weights(*(a.astype(np.float64) for a in w.arrays()), pool=w.pool)
            want = [reference_out(w64, checks, i) for i in range(len(checks))]
            np.testing.assert_allclose(outs, want, atol=1e-5)
            # The same run again, stopped after its second epoch and resumed: the same
            # weights, to the byte.
            b = args + ["--out", f"{d}/b.gvf", "--resume"]
            with self.assertRaises(Stop):
                train.train(train.parse_args(b), log=stop_after_epoch(2))
            self.assertFalse((Path(d) / "b.gvf").exists())
            lines: list[str] = []
            train.train(train.parse_args(b), log=lines.append)
            self.assertRegex(lines[1], "resumed from .*b.ckpt.npz after epoch 2")
            same = (Path(d) / "a.gvf").read_bytes() == (Path(d) / "b.gvf").read_bytes()
            self.assertTrue(same, "the resumed run wrote other weights")
            with self.assertRaisesRegex(SystemExit, "other options"):
                train.train(train.parse_args(b + ["--lr", "0.02"]), log=lambda _: None)


if __name__ == "__main__":
    unittest.main()
