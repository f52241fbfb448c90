// PlottingTests: golden gnuplot script and data text for GnuplotGoldenTests. Regenerate only on purpose: run the
// golden test, review the new text it writes to the temporary folder, and paste it here.
// (Kept in Swift because the test target declares no resources.)

enum GnuplotGolden {
    /// GnuplotGoldenTests.chart → chart.gp
    static let chartScript = #"""
        # DragScrollLab plot: Golden "chart"
        # Re-run with: gnuplot <this file>  (writes chart.png)
        if (!exists("outfile")) outfile = 'chart.png'
        if (!exists("datafile")) datafile = 'chart.dat'
        set encoding utf8
        set terminal pngcairo size 640,480 noenhanced font "DejaVu Sans,9" background "#FFFFFF"
        set output outfile
        set datafile separator "\t"
        set border 15 lw 1 lc rgb "#202020"
        set tics out nomirror textcolor rgb "#202020"
        set grid xtics ytics back lt 1 lw 1 lc rgb "#E3E3E3"
        set style textbox opaque fillcolor rgb "#FFFFFF" noborder margins 1,1
        set multiplot
        # panel 0
        unset object
        unset arrow
        unset label
        set lmargin at screen 0.121875
        set rmargin at screen 0.975000
        set tmargin at screen 0.929167
        set bmargin at screen 0.529167
        unset key
        set xrange [0.0:0.3]
        unset logscale x
        set xtics ("" 0.0, "" 0.05, "" 0.1, "" 0.15, "" 0.2, "" 0.25, "" 0.3)
        set yrange [100.0:300.0]
        unset logscale y
        set ytics ("100" 100.0, "150" 150.0, "200" 200.0, "250" 250.0, "300" 300.0)
        unset xlabel
        unset ylabel
        set label "height (pt)" at screen 0.020313, screen 0.729167 center rotate by 90 front
        set object rect from first 0.0, graph 0 to first 0.05, graph 1 behind fc rgb "#808080" fs transparent solid 0.157 noborder
        set arrow from graph 0, first 250.0 to graph 1, first 250.0 nohead dt 2 lw 1.5 lc rgb "#6A6A6A" back
        set arrow from first 0.05, graph 0 to first 0.05, graph 1 nohead lw 1.5 lc rgb "#B2182B" back
        plot datafile index 0 using 1:2 with lines lw 2.0 lc rgb "#0072B2" title "outer", \
             datafile index 1 using 1:2 with steps lw 2.0 lc rgb "#D55E00" title "steps"
        # panel 1
        unset object
        unset arrow
        unset label
        set lmargin at screen 0.121875
        set rmargin at screen 0.975000
        set tmargin at screen 0.500000
        set bmargin at screen 0.100000
        unset key
        set xrange [0.0:0.3]
        unset logscale x
        set xtics ("0.00" 0.0, "0.05" 0.05, "0.10" 0.1, "0.15" 0.15, "0.20" 0.2, "0.25" 0.25, "0.30" 0.3)
        set yrange [9.999999990000001:10000.000010000002]
        set logscale y 10
        set ytics ("10" 10.0, "100" 100.0, "1000" 1000.0, "10000" 10000.0)
        unset xlabel
        unset ylabel
        set label "time (s)" at screen 0.548438, screen 0.027083 center front
        set label "speed (pt/s)" at screen 0.020313, screen 0.300000 center rotate by 90 front
        set object rect from first 0.0, graph 0 to first 0.05, graph 1 behind fc rgb "#808080" fs transparent solid 0.157 noborder
        set arrow from first 0.05, graph 0 to first 0.05, graph 1 nohead lw 1.5 lc rgb "#B2182B" back
        set label "Golden \"chart\"" at screen 0.500000, screen 0.968750 center front font ",11.25" textcolor rgb "#202020"
        set label "detent \\ mid" at screen 0.128125, screen 0.848958 left front font ",9" textcolor rgb "#6A6A6A" boxed
        set label "release" at screen 0.270313, screen 0.906458 left front font ",9" textcolor rgb "#B2182B" boxed
        set label "tracking" at screen 0.128125, screen 0.123958 left front font ",9" textcolor rgb "#202020" boxed
        set object rect from screen 0.846875, screen 0.827500 to screen 0.965625, screen 0.916667 front fc rgb "#FFFFFF" fs solid 1.0 border lc rgb "#202020" lw 1
        set arrow from screen 0.856250, screen 0.888125 to screen 0.890625, screen 0.888125 nohead lw 2.0 lc rgb "#0072B2" front
        set label "outer" at screen 0.900000, screen 0.888125 left front font ",9" textcolor rgb "#202020"
        set arrow from screen 0.856250, screen 0.856042 to screen 0.890625, screen 0.856042 nohead lw 2.0 lc rgb "#D55E00" front
        set label "steps" at screen 0.900000, screen 0.856042 left front font ",9" textcolor rgb "#202020"
        set object rect from screen 0.846875, screen 0.430417 to screen 0.965625, screen 0.487500 front fc rgb "#FFFFFF" fs solid 1.0 border lc rgb "#202020" lw 1
        set object circle at screen 0.873438, screen 0.458958 size screen 0.002930 front fc rgb "#123456" fs solid 1.0 noborder
        set label "speed" at screen 0.900000, screen 0.458958 left front font ",9" textcolor rgb "#202020"
        plot datafile index 2 using 1:2 with points pt 7 ps 1.5 lc rgb "#123456" title "speed"
        unset multiplot

        """#

    /// GnuplotGoldenTests.chart → chart.dat
    static let chartData = #"""
        # outer
        0.0	100.0
        0.1	180.0

        0.3	300.0


        # steps
        0.0	120.0
        0.15	160.0
        0.3	200.0


        # speed
        0.0	2000.0
        0.1	400.0
        0.2	80.0
        0.3	16.0

        """#

    /// GnuplotGoldenTests.heatmap → heatmap.gp
    static let heatmapScript = #"""
        # DragScrollLab plot: Golden heatmap
        # Re-run with: gnuplot <this file>  (writes heatmap.png)
        if (!exists("outfile")) outfile = 'heatmap.png'
        if (!exists("datafile")) datafile = 'heatmap.dat'
        set encoding utf8
        set terminal pngcairo size 640,480 noenhanced font "DejaVu Sans,9" background "#FFFFFF"
        set output outfile
        set datafile separator "\t"
        set border 15 lw 1 lc rgb "#202020"
        set tics out nomirror textcolor rgb "#202020"
        set grid xtics ytics back lt 1 lw 1 lc rgb "#E3E3E3"
        set style textbox opaque fillcolor rgb "#FFFFFF" noborder margins 1,1
        set multiplot
        unset key
        unset grid
        set palette defined (0.000 "#440154", 0.100 "#482475", 0.200 "#414487", 0.300 "#355F8D", 0.400 "#2A788E", 0.500 "#21918C", 0.600 "#22A884", 0.700 "#44BF70", 0.800 "#7AD151", 0.900 "#BDDF26", 1.000 "#FDE725")
        set cbrange [0.25:1.5]
        unset logscale cb
        set cbtics ("0.3" 0.3, "0.4" 0.4, "0.5" 0.5, "0.6" 0.6, "0.7" 0.7, "0.8" 0.8, "0.9" 0.9, "1.0" 1.0, "1.1" 1.1, "1.2" 1.2, "1.3" 1.3, "1.4" 1.4, "1.5" 1.5)
        unset cblabel
        set colorbox user origin screen 0.884375,0.100000 size screen 0.021875,0.829167
        # grid 0
        unset object
        unset label
        unset xlabel
        unset ylabel
        set lmargin at screen 0.115625
        set rmargin at screen 0.862500
        set tmargin at screen 0.929167
        set bmargin at screen 0.100000
        set xrange [-0.5:2.5]
        unset logscale x
        set xtics ("0.2" 0.0, "0.5" 1.0, "1" 2.0)
        set yrange [-0.5:1.5]
        unset logscale y
        set ytics ("0.99" 0.0, "0.998" 1.0)
        set label "Golden heatmap" at screen 0.500000, screen 0.968750 center front font ",11.25" textcolor rgb "#202020"
        set label "threshold (pt/ms)" at screen 0.489063, screen 0.027083 center front
        set label "rate" at screen 0.020313, screen 0.514583 center rotate by 90 front
        set label "settle (s)" at screen 0.973438, screen 0.514583 center rotate by 90 front
        plot datafile index 0 using 1:2:(0.5047071129707112):(0.5037688442211056):3 with boxxyerror fs solid 1.0 noborder lc palette notitle
        unset multiplot

        """#

    /// GnuplotGoldenTests.heatmap → heatmap.dat
    static let heatmapData = #"""
        # grid 0
        0	0	0.25	4456788
        1	0	0.5	4277383
        2	0	0.75	2783374
        0	1	1.0	2271364
        2	1	1.5	16639781

        """#
}
