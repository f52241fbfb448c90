# DragScrollLab plot: inner-first: drag 200 pt in 0.15 s from 400 pt; bodragscroll, system scroll
# Re-run with: gnuplot <this file>  (writes trajectory-inner-first.png)
if (!exists("outfile")) outfile = 'trajectory-inner-first.png'
if (!exists("datafile")) datafile = 'trajectory-inner-first.dat'
set terminal pngcairo size 1600,1000 noenhanced font "Sans,13" background "#FFFFFF"
set output outfile
set datafile separator "\t"
set border 15 lw 1 lc rgb "#202020"
set tics out nomirror textcolor rgb "#202020"
set grid xtics ytics back lt 1 lw 1 lc rgb "#E3E3E3"
set multiplot title "inner-first: drag 200 pt in 0.15 s from 400 pt; bodragscroll, system scroll" font ",17"
# panel 0
unset object
unset arrow
unset label
set lmargin at screen 0.060000
set rmargin at screen 0.970000
set tmargin at screen 0.954000
set bmargin at screen 0.427750
set key top right box opaque reverse Left samplen 3
set xrange [0.0:1.0]
unset logscale x
set xtics ("" 0.0, "" 0.1, "" 0.2, "" 0.3, "" 0.4, "" 0.5, "" 0.6, "" 0.7, "" 0.8, "" 0.9, "" 1.0)
set yrange [40.0:832.0]
unset logscale y
set ytics ("100" 100.0, "200" 200.0, "300" 300.0, "400" 400.0, "500" 500.0, "600" 600.0, "700" 700.0, "800" 800.0)
unset xlabel
unset ylabel
set label "display height (pt)" at screen 0.012500, screen 0.690875 center rotate by 90 front
set object rect from first 0.0, graph 0 to first 0.15, graph 1 behind fc rgb "#7F7F7F" fs transparent solid 0.176 noborder
set label "tracking" at first 0.0, graph 0 offset 0.5,0.8 left front textcolor rgb "#202020"
set object rect from first 0.15, graph 0 to first 0.7916666666666666, graph 1 behind fc rgb "#009E73" fs transparent solid 0.157 noborder
set label "decelerating" at first 0.15, graph 0 offset 0.5,2.0 left front textcolor rgb "#202020"
set object rect from first 0.7916666666666666, graph 0 to first 0.9199999999999999, graph 1 behind fc rgb "#56B4E9" fs transparent solid 0.118 noborder
set label "settled" at first 0.7916666666666666, graph 0 offset 0.5,0.8 left front textcolor rgb "#202020"
set arrow from graph 0, first 100.0 to graph 1, first 100.0 nohead dt 2 lw 1.5 lc rgb "#6A6A6A" front
set label "detent 0: 100 pt" at graph 0, first 100.0 offset 0.5,0.7 left front textcolor rgb "#6A6A6A"
set arrow from graph 0, first 400.0 to graph 1, first 400.0 nohead dt 2 lw 1.5 lc rgb "#6A6A6A" front
set label "detent 1: 400 pt" at graph 0, first 400.0 offset 0.5,0.7 left front textcolor rgb "#6A6A6A"
set arrow from graph 0, first 700.0 to graph 1, first 700.0 nohead dt 2 lw 1.5 lc rgb "#6A6A6A" front
set label "detent 2: 700 pt" at graph 0, first 700.0 offset 0.5,0.7 left front textcolor rgb "#6A6A6A"
set arrow from first 0.15, graph 0 to first 0.15, graph 1 nohead lw 1.5 lc rgb "#B2182B" front
set label "release 1.333 pt/ms" at first 0.15, graph 1 offset 0.5,-1 left front textcolor rgb "#B2182B"
set arrow from first 0.7916666666666666, graph 0 to first 0.7916666666666666, graph 1 nohead lw 1.5 lc rgb "#3B3B98" front
set label "" at first 0.7916666666666666, graph 1 offset 0.5,-1 left front textcolor rgb "#3B3B98"
plot datafile index 0 using 1:2 with lines lw 2.0 lc rgb "#0072B2" title "display height", \
     datafile index 1 using 1:2 with points pt 7 ps 3.0 lc rgb "#3B3B98" title "settled +0.642 s after release"
# panel 1
unset object
unset arrow
unset label
set lmargin at screen 0.060000
set rmargin at screen 0.970000
set tmargin at screen 0.411750
set bmargin at screen 0.096000
set key top right box opaque reverse Left samplen 3
set xrange [0.0:1.0]
unset logscale x
set xtics ("0.0" 0.0, "0.1" 0.1, "0.2" 0.2, "0.3" 0.3, "0.4" 0.4, "0.5" 0.5, "0.6" 0.6, "0.7" 0.7, "0.8" 0.8, "0.9" 0.9, "1.0" 1.0)
set yrange [-1.309198154852524:3.5]
unset logscale y
set ytics ("-1" -1.0, "0" 0.0, "1" 1.0, "2" 2.0, "3" 3.0)
unset xlabel
unset ylabel
set label "time since touch-down (s)" at screen 0.515000, screen 0.020000 center front
set label "content offset (pt)" at screen 0.012500, screen 0.253875 center rotate by 90 front
set object rect from first 0.0, graph 0 to first 0.15, graph 1 behind fc rgb "#7F7F7F" fs transparent solid 0.176 noborder
set label "tracking" at first 0.0, graph 0 offset 0.5,0.8 left front textcolor rgb "#202020"
set object rect from first 0.15, graph 0 to first 0.7916666666666666, graph 1 behind fc rgb "#009E73" fs transparent solid 0.157 noborder
set label "decelerating" at first 0.15, graph 0 offset 0.5,2.0 left front textcolor rgb "#202020"
set object rect from first 0.7916666666666666, graph 0 to first 0.9199999999999999, graph 1 behind fc rgb "#56B4E9" fs transparent solid 0.118 noborder
set label "settled" at first 0.7916666666666666, graph 0 offset 0.5,0.8 left front textcolor rgb "#202020"
set arrow from first 0.15, graph 0 to first 0.15, graph 1 nohead lw 1.5 lc rgb "#B2182B" front
set label "release 1.333 pt/ms" at first 0.15, graph 1 offset 0.5,-1 left front textcolor rgb "#B2182B"
set arrow from first 0.7916666666666666, graph 0 to first 0.7916666666666666, graph 1 nohead lw 1.5 lc rgb "#3B3B98" front
set label "" at first 0.7916666666666666, graph 1 offset 0.5,-1 left front textcolor rgb "#3B3B98"
plot datafile index 2 using 1:2 with lines lw 2.0 lc rgb "#D55E00" title "table content offset"
unset multiplot
