L"wide" u8"utf" u'c' U"x" R"d(raw)d" LR"(x)" 1.5e+3f 0x1p-4 1'000 .5 ... ->* .* <:: :> <% %> a::b
\u00e9t\U0001F600 $dollar été €   "open
'' '\'' /* c */ @/**/interface @ end
xy
﻿
