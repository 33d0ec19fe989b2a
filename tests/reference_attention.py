"""Direct loop implementations of the papers' attention formulas, in float64,
for checking ``PositionAttention`` layers (one query i, one key j at a time):

- Diet-Abs (DIET eq. 1): logits_ij = q_i.k_j / sqrt(d_h) + (P_Q P_K^T)_ij
- Diet-Rel (DIET eq. 3): logits_ij = q_i.k_j / sqrt(d_h) + R_clip(i-j)
- Shaw et al. (eqs. 3-4): logits_ij = q_i.(k_j + a^K_clip(j-i)) / sqrt(d_h),
  out_i = sum_j alpha_ij (v_j + a^V_clip(j-i))
- TISA (Wennberg and Henter 2021): logits_ij += sum_s a_s exp(-|b_s| (j - i - c_s)^2)
- T5 (Raffel et al. 2020): logits_ij += B[bucket(i - j)], T5's buckets
- ALiBi (Press et al. 2022): logits_ij += -m_h |i - j|, m_h = 2^(-8h/n) for n heads
- KERPLE (Chi et al. 2022): logits_ij += -r1 log(1 + r2 |i - j|) (logarithmic) or
  -r1 |i - j|^r2 (power), r1 = softplus(rho1), r2 = softplus(rho2) (power: 2 sigmoid(rho2))
- RoPE (Su et al. 2021, eq. 34): q_i and k_j rotated pairwise by i theta_k and
  j theta_k, theta_k = base^(-2k/d_h), before their product
- xPos (Sun et al. 2022): RoPE's rotation, then pair k of q_i scaled by zeta_k^(i/gamma) and of
  k_j by zeta_k^(-j/gamma), zeta_k = (2k/d_h + 0.4) / 1.4
- FIRE (Li et al. 2024): logits_ij += f(sign(i - j) psi(|i - j|) / psi(max(|L|, i, 1))),
  psi(x) = log(|c| x + 1), f an MLP of one ReLU hidden layer
- CoPE (Golovneva et al. 2024): logits_ij += q_i.E[p_ij] / sqrt(d_h), E interpolated linearly,
  p_ij = sum over visible t from j to i (i to j: later E) of sigmoid(q_i.k_t / sqrt(d_h)), <= P - 1

Positions are counted over the real tokens of each sentence, from 0 (CoPE
counts its own, by gates, up to the query's column). The loops read the
layer's weights and its position parameters and nothing else of the
implementation.
"""

import math

import torch


def positions_by_loop(padding):
    """Position of each token among the real tokens of its row."""
    result = []
    for row in padding.tolist():
        seen, positions = 0, []
        for is_pad in row:
            positions.append(seen)
            if not is_pad:
                seen += 1
        result.append(positions)
    return result


def clip(value, limit):
    return max(-limit, min(limit, value))


def groups(term, layer, head):
    """(layer group, head group) of a layer's head under the term's sharing mode."""
    layer_group = 0 if term.share in ("layers", "both") else layer
    head_group = 0 if term.share in ("heads", "both") else head
    return layer_group, head_group


def t5_bucket(distance, buckets, max_distance, bidirectional):
    """T5's bucket of a query-minus-key distance, one number at a time."""
    offset = 0
    if bidirectional:
        buckets //= 2
        if distance < 0:
            offset = buckets
        distance = abs(distance)
    else:
        distance = max(distance, 0)
    exact = buckets // 2
    if distance < exact:
        return offset + distance
    far = exact + int(math.log(distance / exact) / math.log(max_distance / exact) * (buckets - exact))
    return offset + min(far, buckets - 1)


def alibi_slope(head, heads):
    """Slope of head h (0-based) for a power-of-two number of heads."""
    assert heads & (heads - 1) == 0, "the loop formula covers powers of two"
    return 2.0 ** (-8.0 * (head + 1) / heads)


def kerple_by_loop(rho1, rho2, distance, variant):
    """KERPLE's bias at one distance, from the stored (unconstrained) rho1 and rho2."""
    r1 = torch.log(1 + torch.exp(rho1))
    if variant == "log":
        return -r1 * torch.log(1 + torch.log(1 + torch.exp(rho2)) * abs(distance))
    r2 = 2 / (1 + torch.exp(-rho2))
    return -r1 * abs(distance) ** r2 if distance != 0 else torch.zeros((), dtype=rho1.dtype)


def rotate_by_loop(vector, position, base):
    """RoPE: each pair (2k, 2k+1) rotated by position * base^(-2k/d)."""
    d = vector.numel()
    out = vector.clone()
    for k in range(d // 2):
        angle = position * base ** (-2.0 * k / d)
        x, y = vector[2 * k], vector[2 * k + 1]
        out[2 * k] = x * math.cos(angle) - y * math.sin(angle)
        out[2 * k + 1] = x * math.sin(angle) + y * math.cos(angle)
    return out


def xpos_by_loop(vector, position, base, scale_base, sign):
    """xPos: RoPE's rotation by position, then pair k scaled by zeta_k^(sign * position / gamma),
    zeta_k = (2k/d + 0.4) / 1.4 (sign: +1 for queries, -1 for keys)."""
    d = vector.numel()
    rotated = rotate_by_loop(vector, position, base)
    out = rotated.clone()
    for k in range(d // 2):
        zeta = (2.0 * k / d + 0.4) / 1.4
        scale = zeta ** (sign * position / scale_base)
        out[2 * k] = rotated[2 * k] * scale
        out[2 * k + 1] = rotated[2 * k + 1] * scale
    return out


def fire_by_loop(term, lg, hg, i, j):
    """FIRE's bias for query position i and key position j: the MLP f at
    x = sign(i - j) psi(|i - j|) / psi(max(|L|, i, 1)), psi(x) = log(|c| x + 1)."""
    c, threshold = term.c[lg, 0], term.threshold[lg, 0]

    def psi(x):
        return torch.log(c.abs() * x + 1)

    sign = (i > j) - (i < j)
    norm = threshold.abs() if threshold.abs() > max(i, 1) else max(i, 1)
    x = sign * psi(abs(i - j)) / psi(norm)
    hidden = torch.relu(term.hidden_weight[lg] * x + term.hidden_bias[lg])
    return term.output_weight[lg, hg] @ hidden + term.output_bias[lg, hg]


def cope_row_by_loop(term, layer, head, q_i, keys, visible, column, head_dim):
    """CoPE's terms for one query row: ``keys`` its projected keys, ``visible``
    which of them it sees, ``column`` the query's own column. Gates
    g_t = sigmoid(q_i.k_t / sqrt(d)) (0 where hidden); key j's position p_j sums
    them over t = j..column (t = column..j for a later key), capped at P - 1; the
    term is q_i.E[p_j] / sqrt(d), E linearly interpolated between floor and ceil,
    E the embeddings of earlier keys or the later ones' own."""
    lg, hg = groups(term, layer, head)
    zero = torch.zeros((), dtype=q_i.dtype)
    gates = [torch.sigmoid(q_i @ k_t / math.sqrt(head_dim)) if seen else zero
             for k_t, seen in zip(keys, visible)]
    terms = []
    for j in range(len(keys)):
        if j <= column:
            table, span = term.embeddings, range(j, column + 1)
        else:
            table, span = term.later_embeddings, range(column, j + 1)
        if table is None:
            assert not visible[j], "a visible later key and no later embeddings"
            terms.append(zero)
            continue
        p = sum((gates[t] for t in span), zero)
        p = torch.clamp(p, max=term.max_position - 1)
        floor, ceil = math.floor(p.item()), math.ceil(p.item())
        w = p - floor
        terms.append((1 - w) * (q_i @ table[lg, hg, floor]) / math.sqrt(head_dim)
                     + w * (q_i @ table[lg, hg, ceil]) / math.sqrt(head_dim))
    return terms


def position_terms(term, layer, head, q_i, i, j, head_dim, causal):
    """(logit term, value term) that the scheme adds for query position i and key position j;
    ``causal``: the attention hides later keys (T5's buckets are then one-sided)."""
    lg, hg = groups(term, layer, head)
    scheme = term.scheme
    if scheme == "diet_abs":
        return term.query_embeddings[lg, hg, i] @ term.key_embeddings[lg, hg, j], None
    if scheme == "diet_rel":
        # Stored divided by --diet-rel-bias-scale.
        return term.bias_scale * term.distance_bias[lg, hg, clip(i - j, term.clip_distance) + term.clip_distance], None
    if scheme == "shaw":
        r = clip(j - i, term.clip_distance) + term.clip_distance
        value = None if term.value_embeddings is None else term.value_embeddings[lg, hg, r]
        return q_i @ term.key_embeddings[lg, hg, r] / math.sqrt(head_dim), value
    if scheme == "tisa":
        return sum(term.amplitudes[lg, hg, s] * torch.exp(-term.sharpness[lg, hg, s].abs()
                                                          * (j - i - term.offsets[lg, hg, s]) ** 2)
                   for s in range(term.amplitudes.size(-1))), None
    if scheme == "t5":
        bucket = t5_bucket(i - j, term.buckets, term.max_distance, not causal)
        return term.bias_scale * term.bucket_bias[lg, hg, bucket], None  # stored divided by --t5-bias-scale
    if scheme == "alibi":
        return torch.tensor(-alibi_slope(head, term.num_heads) * abs(i - j), dtype=torch.float64), None
    if scheme == "kerple":
        return kerple_by_loop(term.r1_rho[lg, hg, 0], term.r2_rho[lg, hg, 0], i - j, term.variant), None
    if scheme == "fire":
        return fire_by_loop(term, lg, hg, i, j), None
    if scheme in ("rope", "xpos", "cope"):  # q and k rotated (xPos: and scaled), CoPE by rows: see loop_attention
        return torch.tensor(0.0, dtype=torch.float64), None
    raise AssertionError(f"no loop formula for scheme {scheme!r}")


def loop_attention(attn, layer, query, key, key_padding, query_padding, causal):
    """Output of attention layer ``attn`` (fairseq layout: query (Tq, bsz, embed),
    key (Tk, bsz, embed)) computed one (i, j) at a time. ``key_padding`` and
    ``query_padding`` are (bsz, len) booleans; ``causal`` hides keys after the query."""
    term = None if attn.position is None else attn.position.term
    scheme = None if term is None else term.scheme
    heads, head_dim = attn.num_heads, attn.head_dim
    tgt_len, bsz, embed = query.shape
    src_len = key.shape[0]
    qpos = positions_by_loop(query_padding)
    kpos = positions_by_loop(key_padding)

    def proj(linear, x):
        return linear.weight @ x + linear.bias

    out = torch.zeros(tgt_len, bsz, embed, dtype=torch.float64)
    for b in range(bsz):
        heads_out = []
        for h in range(heads):
            sl = slice(h * head_dim, (h + 1) * head_dim)
            rows = []
            for i in range(tgt_len):
                q_i = proj(attn.q_proj, query[i, b])[sl]
                if scheme == "rope":
                    q_i = rotate_by_loop(q_i, qpos[b][i], term.base)
                elif scheme == "xpos":
                    q_i = xpos_by_loop(q_i, qpos[b][i], term.base, term.scale_base, 1)
                visible = [not (bool(key_padding[b, j]) or (causal and j > i)) for j in range(src_len)]
                if scheme == "cope":  # gates over the whole row, from the unmodified q and k
                    column = src_len - 1 if attn.encoder_decoder_attention else i + (src_len - tgt_len)
                    keys = [proj(attn.k_proj, key[j, b])[sl] for j in range(src_len)]
                    cope_terms = cope_row_by_loop(term, layer, h, q_i, keys, visible, column, head_dim)
                logits, values = [], []
                for j in range(src_len):
                    k_j = proj(attn.k_proj, key[j, b])[sl]
                    if scheme == "rope":
                        k_j = rotate_by_loop(k_j, kpos[b][j], term.base)
                    elif scheme == "xpos":
                        k_j = xpos_by_loop(k_j, kpos[b][j], term.base, term.scale_base, -1)
                    v_j = proj(attn.v_proj, key[j, b])[sl]
                    logit = q_i @ k_j / math.sqrt(head_dim)
                    if term is not None:
                        extra_logit, extra_value = position_terms(
                            term, layer, h, q_i, qpos[b][i], kpos[b][j], head_dim, causal)
                        logit = logit + extra_logit
                        if extra_value is not None:
                            v_j = v_j + extra_value
                    if scheme == "cope":
                        logit = logit + cope_terms[j]
                    if not visible[j]:
                        logit = torch.tensor(float("-inf"), dtype=torch.float64)
                    logits.append(logit)
                    values.append(v_j)
                alpha = torch.softmax(torch.stack(logits), dim=0)
                rows.append(sum(a * v for a, v in zip(alpha, values)))
            heads_out.append(torch.stack(rows))  # (Tq, d)
        concat = torch.cat(heads_out, dim=1)  # (Tq, embed)
        out[:, b] = concat @ attn.out_proj.weight.T + attn.out_proj.bias
    return out
